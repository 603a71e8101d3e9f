/**
 * A tax return summary the way the Renta Web «resumen» and gestorías abbreviate it: amounts before
 * their concepts, abbreviated labels («Rdto. neto del trabajo», «Base imp. general»). Invented.
 */
import { page, type HtmlFixture } from './htmlPage.ts';

/** Amount first, then the abbreviated concept, in a table without rules. */
export function returnAmountsFirst(): HtmlFixture {
	const rows: [string, string][] = [
		['28.450,10', 'Rdto. neto del trabajo'],
		['26.450,10', 'Rdto. neto reducido del trabajo'],
		['27.102,35', 'Base imp. general'],
		['310,22', 'Base imp. del ahorro'],
		['4.012,66', 'Cuota íntegra'],
		['3.588,40', 'Cuota resultante autoliquidación'],
		['-215,08', 'Resultado (a devolver)'],
	];
	return {
		id: 'html-renta-importe-primero',
		kind: 'renta',
		layout: 'HTML con el importe antes del concepto y rótulos abreviados, sin filetes',
		html: page(
			`<h1>IRPF · Resumen de la declaración</h1><p>Ejercicio: 2025 · Declarante: GIL FIGURADO, NURIA · NIF 00000023T</p>
<table class="plain">${rows.map(([v, c]) => `<tr><td class="r" style="width:90px">${v}</td><td>${c}</td></tr>`).join('')}</table>`,
			'.plain td{border:none;padding:1px 8px}',
		),
		scan: true,
		expected: {
			ejercicio: ['text', '2025'],
			ingresos: ['money', '27102,35'],
			trabajo: ['money', '28450,10'],
			cuota: ['money', '3588,40'],
		},
	};
}
