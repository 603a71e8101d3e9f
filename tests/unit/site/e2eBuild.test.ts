import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { templatePages } from '../../../scripts/audit/lighthouse.ts';
import {
	builtBackend,
	e2eBackendUrl,
	e2eBuildEnv,
	e2eDist,
	e2ePort,
	prebuiltProblem,
} from '../../../scripts/e2eBuild.ts';

describe('the one test build per run', () => {
	it('takes its port from E2E_PORT (4329 by default) and its backend 50.000 above', () => {
		expect(e2ePort({})).toBe(4329);
		expect(e2ePort({ E2E_PORT: '4346' })).toBe(4346);
		expect(e2eBackendUrl(4346)).toBe('http://127.0.0.1:54346');
		expect(e2eDist(4346)).toBe('dist-e2e/4346');
		expect(e2eBuildEnv(4346)).toMatchObject({
			E2E_TEST_ROUTES: '1',
			PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54346',
		});
	});

	it('is reused only when it was finished for the same backend', () => {
		const dir = mkdtempSync(join(tmpdir(), 'e2e-build-'));
		expect(builtBackend(dir)).toBeNull();
		expect(prebuiltProblem(4346, dir)).toContain('npm run build:e2e');
		writeFileSync(
			join(dir, '.e2e-build.json'),
			JSON.stringify({ backend: 'http://127.0.0.1:54329' }),
		);
		expect(builtBackend(dir)).toBe('http://127.0.0.1:54329');
		expect(prebuiltProblem(4346, dir)).toBe(
			`La construcción de ${dir} apunta a http://127.0.0.1:54329, no a http://127.0.0.1:54346: vuelve a construirla.`,
		);
		expect(prebuiltProblem(4329, dir)).toBeNull();
	});
});

describe('the audit’s pages per template', () => {
	it('lists the templates built in the folder it audits, filtered by --only', () => {
		const dir = mkdtempSync(join(tmpdir(), 'audit-dist-'));
		for (const path of ['', 'buscar', 'herramientas', 'blog/noticia/euribor-octubre']) {
			mkdirSync(join(dir, path), { recursive: true });
			writeFileSync(join(dir, path, 'index.html'), '<!doctype html>');
		}
		expect(templatePages(dir)).toEqual([
			{ template: 'Inicio', path: '/' },
			{ template: 'Noticia', path: '/blog/noticia/euribor-octubre' },
			{ template: 'Herramientas', path: '/herramientas' },
			{ template: 'Búsqueda', path: '/buscar' },
		]);
		expect(templatePages(dir, ['/buscar', 'Inicio']).map((p) => p.path)).toEqual(['/', '/buscar']);
	});

	it('audits /dashboard by default and the other private pages only when --only names them', () => {
		const dir = mkdtempSync(join(tmpdir(), 'audit-dist-'));
		for (const path of ['dashboard', 'soporte', 'admin', 'estadisticas', 'formulario']) {
			mkdirSync(join(dir, path), { recursive: true });
			writeFileSync(join(dir, path, 'index.html'), '<!doctype html>');
		}
		expect(templatePages(dir).map((p) => p.path)).toEqual(['/formulario', '/dashboard']);
		expect(templatePages(dir, ['/dashboard', 'Soporte', '/admin']).map((p) => p.path)).toEqual([
			'/dashboard',
			'/soporte',
			'/admin',
		]);
	});
});
