import type { AxeRow } from './axe.ts';
import type { LighthouseRow } from './lighthouse.ts';

/** The audit's HTML report (reports/audit.html). */

const escapeHtml = (text: string) =>
	text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function htmlReport(date: string, runs: number, lh: LighthouseRow[], axe: AxeRow[]): string {
	const failing = axe.filter((r) => r.violations.length > 0);
	const lhRows = lh
		.map(
			(r) =>
				`<tr><th scope="row">${escapeHtml(r.template)}</th><td>${escapeHtml(r.path)}</td><td>${r.performance}</td><td>${r.accessibility}</td><td>${r.bestPractices}</td><td>${r.seo}${r.noindex ? ' (noindex)' : ''}</td><td>${(r.lcpMs / 1000).toFixed(2)} s</td><td>${r.cls.toFixed(3)}</td><td>${r.tbtMs.toFixed(0)} ms</td><td>${(r.bytes / 1024).toFixed(0)} KB</td><td>${r.styleLayoutMs.toFixed(0)} ms</td><td>${r.domElements}</td></tr>`,
		)
		.join('\n');
	const axeRows = failing
		.map(
			(r) =>
				`<li>${escapeHtml(r.path)} (${r.theme === 'dark' ? 'oscuro' : 'claro'}): ${r.violations.map((v) => `${escapeHtml(v.id)} × ${v.nodes}`).join(', ')}</li>`,
		)
		.join('\n');
	return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Auditoría del sitio</title>
<style>body{font:16px system-ui;margin:2rem;max-width:70rem}table{border-collapse:collapse}th,td{border:1px solid #999;padding:.3rem .5rem;text-align:right}th[scope=row],td:nth-child(2){text-align:left}</style></head>
<body><h1>Auditoría del sitio</h1><p>${escapeHtml(date)}. Lighthouse móvil, mediana de ${runs} ejecuciones por plantilla.</p>
<table><caption>Lighthouse por plantilla</caption><thead><tr><th>Plantilla</th><th>Ruta</th><th>Rendimiento</th><th>Accesibilidad</th><th>Buenas prácticas</th><th>SEO</th><th>LCP</th><th>CLS</th><th>TBT</th><th>Bytes</th><th>Estilo y maquetación</th><th>Elementos DOM</th></tr></thead><tbody>
${lhRows}</tbody></table>
<h2>axe (WCAG 2.2 AA)</h2><p>${axe.length} comprobaciones (URL × tema), ${failing.length} con infracciones.</p><ul>${axeRows}</ul></body></html>`;
}
