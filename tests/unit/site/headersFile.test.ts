import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
	fillPlaceholders,
	headersFor,
	inlineScripts,
	parseHeadersFile,
	patternMatcher,
	policyValues,
	scriptHash,
} from '../../../scripts/lib/headersFile.ts';
import { createStaticServer } from '../../../scripts/serve.ts';

const file = `# comentario
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'

/_astro/*
  Cache-Control: public, max-age=31536000, immutable
  X-Robots-Tag: noindex
/blog/:slug
  X-Robots-Tag: all
`;

describe('_headers parser', () => {
	it('reads rules, lower-cases names and keeps values with colons and quotes', () => {
		const rules = parseHeadersFile(file);
		expect(rules.map((r) => r.pattern)).toEqual(['/*', '/_astro/*', '/blog/:slug']);
		expect(rules[0]!.headers).toEqual([
			['x-frame-options', 'DENY'],
			['content-security-policy', "default-src 'self'; frame-ancestors 'none'"],
		]);
	});

	it('rejects a header without a path, a path with spaces and a header without a value', () => {
		expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/Cabecera no válida/);
		expect(() => parseHeadersFile('/a b\n')).toThrow(/Ruta no válida/);
		expect(() => parseHeadersFile('/*\n  X-Frame-Options:\n')).toThrow(/Cabecera no válida/);
		expect(() => parseHeadersFile('blog\n')).toThrow(/Ruta no válida/);
	});
});

describe('_headers matching', () => {
	it('splats match any depth, placeholders one segment, the rest literally', () => {
		expect(patternMatcher('/*').test('/')).toBe(true);
		expect(patternMatcher('/*').test('/blog/a/b')).toBe(true);
		expect(patternMatcher('/_astro/*').test('/_astro/x.js')).toBe(true);
		expect(patternMatcher('/_astro/*').test('/blog')).toBe(false);
		expect(patternMatcher('/blog/:slug').test('/blog/tae')).toBe(true);
		expect(patternMatcher('/blog/:slug').test('/blog/tae/mas')).toBe(false);
		expect(patternMatcher('/a.b').test('/axb')).toBe(false);
	});

	it('adds up every matching rule and joins a repeated header with a comma', () => {
		const rules = parseHeadersFile(file);
		expect(headersFor(rules, '/herramientas')).toEqual({
			'x-frame-options': 'DENY',
			'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
		});
		expect(headersFor(rules, '/_astro/a.js')['cache-control']).toBe(
			'public, max-age=31536000, immutable',
		);
		expect(headersFor(rules, '/blog/tae')['x-robots-tag']).toBe('all');
		expect(headersFor(parseHeadersFile('/*\n  A: 1\n/x\n  A: 2\n'), '/x')['a']).toBe('1, 2');
	});

	it('leaves out a header that any matching rule detaches with «! Name», before or after it', () => {
		const rules = parseHeadersFile(
			'/*.js\n  ! X-Frame-Options\n/*\n  X-Frame-Options: DENY\n  B: 1\n',
		);
		expect(rules[0]!.detach).toEqual(['x-frame-options']);
		expect(headersFor(rules, '/a/b.js')).toEqual({ b: '1' });
		expect(headersFor(rules, '/a/b')).toEqual({ 'x-frame-options': 'DENY', b: '1' });
		expect(() => parseHeadersFile('  ! X-Frame-Options\n')).toThrow(/Cabecera no válida/);
	});
});

describe("the site's public/_headers", () => {
	const rules = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
	const names = (path: string) => Object.keys(headersFor(rules, path)).sort();
	const documentHeaders = [
		'content-security-policy',
		'cross-origin-opener-policy',
		'permissions-policy',
		'referrer-policy',
		'strict-transport-security',
		'x-content-type-options',
		'x-frame-options',
	];

	it('gives pages, the 404 of any path, SVG files and the service worker the policy headers', () => {
		for (const path of [
			'/',
			'/hipotecas/piso-madrid',
			'/blog/',
			'/nada',
			'/favicon.svg',
			'/sw.js',
		]) {
			expect(names(path), path).toEqual(documentHeaders);
		}
	});

	it('gives static files only nosniff, and hashed assets a year of cache', () => {
		expect(names('/_astro/BaseLayout.abc123.css')).toEqual([
			'cache-control',
			'x-content-type-options',
		]);
		expect(headersFor(rules, '/_astro/x.js')['cache-control']).toBe(
			'public, max-age=31536000, immutable',
		);
		for (const path of [
			'/ocr/core/tesseract-core-lstm.wasm.js',
			'/ocr/lang/spa.traineddata.gz',
			'/search-index.json',
			'/herramientas/indice-asistente.json',
			'/og-default.png',
			'/fuentes/inter.woff2',
		]) {
			expect(names(path), path).toEqual(['x-content-type-options']);
		}
	});
});

describe('the policy filled at build', () => {
	it('replaces placeholders, tidies the spaces of empty ones and refuses unknown ones', () => {
		const text = "# {{ni-esto}}\n/*\n  CSP: connect-src 'self' {{a}} {{b}}; img-src 'self'\n";
		expect(fillPlaceholders(text, { a: 'https://x.test', b: '' })).toBe(
			"# {{ni-esto}}\n/*\n  CSP: connect-src 'self' https://x.test; img-src 'self'\n",
		);
		expect(() => fillPlaceholders(text, { a: '' })).toThrow(/Marcador desconocido.*\{\{b\}\}/);
	});

	it('hashes inline scripts the browser runs, not JSON-LD, typed data or scripts with src', () => {
		const html = `<script>a()</script><script type="module">b()</script>
			<script type="application/ld+json">{"@type":"Thing"}</script><script src="/x.js"></script>
			<script type="text/partytown">c()</script><SCRIPT type="text/javascript">d()</SCRIPT>`;
		expect(inlineScripts(html)).toEqual(['a()', 'b()', 'd()']);
		const expected = createHash('sha256').update('a()').digest('base64');
		expect(scriptHash('a()')).toBe(`'sha256-${expected}'`);
	});

	it('allows the build hosts: Supabase over http(s) and ws(s), Sentry and GA only when set', () => {
		const hosted = policyValues(
			{
				PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
				PUBLIC_SENTRY_DSN: 'https://clave@o1.ingest.sentry.io/42',
				PUBLIC_GA_MEASUREMENT_ID: 'G-AB12CD34EF',
			},
			["'sha256-b'", "'sha256-a'", "'sha256-a'"],
		);
		expect(hosted['inline-script-hashes']).toBe("'sha256-a' 'sha256-b'");
		expect(hosted['supabase']).toBe('https://abc.supabase.co wss://abc.supabase.co');
		expect(hosted['supabase-origin']).toBe('https://abc.supabase.co');
		expect(hosted['error-reporter']).toBe('https://o1.ingest.sentry.io');
		expect(hosted['analytics-connect']).toContain('https://*.google-analytics.com');

		const local = policyValues({ PUBLIC_SENTRY_DSN: 'no', PUBLIC_GA_MEASUREMENT_ID: 'UA-1' }, []);
		expect(local['supabase']).toBe('http://127.0.0.1:54321 ws://127.0.0.1:54321');
		expect(local['error-reporter']).toBe('');
		expect(local['analytics-connect']).toBe('');
		expect(local['analytics-img']).toBe('');
	});
});

describe('static server with _headers', () => {
	it('sends the rules of the requested path, on pages and on the 404, and hides the file', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'headers-'));
		await writeFile(join(dir, 'index.html'), 'inicio');
		await writeFile(join(dir, '404.html'), 'no encontrada');
		await writeFile(join(dir, '_headers'), file);
		const server = createStaticServer(dir);
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
		const fetchHead = (path: string) =>
			new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) =>
				get(base + path, (res) => {
					res.resume();
					resolve({ status: res.statusCode ?? 0, headers: res.headers });
				}).on('error', reject),
			);
		try {
			const home = await fetchHead('/');
			expect(home.headers['x-frame-options']).toBe('DENY');
			expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
			expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
			const missing = await fetchHead('/nada');
			expect(missing.status).toBe(404);
			expect(missing.headers['x-frame-options']).toBe('DENY');
			expect((await fetchHead('/_headers')).status).toBe(404);
			expect(await readFile(join(dir, '_headers'), 'utf8')).toBe(file);
		} finally {
			server.close();
		}
	});
});
