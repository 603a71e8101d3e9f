import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';

const frame = (result: string | null) =>
	renderToStaticMarkup(
		createElement(ToolFrame, {
			tool: 'prueba',
			formLabel: 'Datos',
			resultLabel: 'Resultado',
			summary: 'Cuota mensual 843,21 €.',
			form: null,
			result,
		}),
	);

/** Live regions in the markup: aria-live, or the roles that imply it. */
const liveRegions = (html: string) =>
	html.match(/aria-live="|role="(status|alert|log)"/g)?.length ?? 0;

describe('ToolFrame', () => {
	it('announces the error note once: one live region, not a second visible status', () => {
		const html = frame(null);
		expect(liveRegions(html)).toBe(1);
		expect(html.split('Revisa los datos marcados para ver el resultado.')).toHaveLength(2);
	});

	it('announces the result summary in that same region', () => {
		const html = frame('resultado');
		expect(liveRegions(html)).toBe(1);
		expect(html).toContain('Cuota mensual 843,21 €.');
	});
});
