import { describe, expect, it } from 'vitest';
import { progressSteps } from '~/lib/application/progress.ts';

describe('the tracker links each step to what it asks for', () => {
	it('links steps 1, 2, 3 and 5 and leaves the advisors’ steps without a link', () => {
		expect(progressSteps(null).map((s) => s.link)).toEqual([
			{ href: '/herramientas#simulador-completo', label: 'Abrir el simulador' },
			{ href: '/herramientas#viabilidad', label: 'Calcular tu viabilidad' },
			{ href: '/dashboard#documentos', label: 'Subir tus documentos' },
			null,
			{ href: '/herramientas#analisis-documentos', label: 'Comparar tus ofertas' },
			null,
		]);
	});
});
