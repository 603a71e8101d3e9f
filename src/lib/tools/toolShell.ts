/**
 * The shell of a calculator on /herramientas and the tool landing pages: the section keeps its
 * heading, summary and anchor in the HTML, and the calculator's form and tables render only when
 * it is opened (scrolled near, pressed or focused, or named by the link). No runtime imports:
 * the client directive that uses this is inlined in the page and must stay a few hundred bytes.
 */

/** Former URL namespaces a tool still reads from old links (see useToolState's `legacyId`). */
export const legacyNamespaces: Readonly<Record<string, readonly string[]>> = {
	'simulador-completo': ['simulador'],
};

/**
 * Whether the tool `id` must open as soon as the page loads: the link names its section
 * (`#id`) or carries its inputs (`?id.campo=…`, or a former namespace's), so the visitor
 * arrives to that tool filled in.
 */
export function opensOnArrival(id: string, where: { hash: string; search: string }): boolean {
	if (id === '') return false;
	let hash = where.hash.replace(/^#/, '');
	try {
		hash = decodeURIComponent(hash);
	} catch {
		// A malformed escape is compared as written.
	}
	if (hash === id) return true;
	const prefixes = [id, ...(legacyNamespaces[id] ?? [])].map((name) => `${name}.`);
	for (const key of new URLSearchParams(where.search).keys()) {
		if (prefixes.some((prefix) => key.startsWith(prefix))) return true;
	}
	return false;
}

/** How far below (and above) the screen a calculator starts loading: a third of a phone screen. */
export const openMargin = '300px 0px';

/**
 * Height reserved for each calculator before it opens, in rem: on a phone, from the `md`
 * breakpoint and from `lg` (two columns). Each is what the open tool measures with its default
 * values, rounded down (`node scripts/bench-tools.ts`: Chromium at 412, 820 and 1280 px wide,
 * 25 Nov 2026), so opening it does not move what comes after. Once open, the shell drops the
 * reservation and takes the tool's own height.
 */
export const shellHeights: Readonly<
	Record<string, { phone: number; tablet: number; wide: number }>
> = {
	'simulador-completo': { phone: 134, tablet: 121, wide: 85 },
	viabilidad: { phone: 135, tablet: 109, wide: 60 },
	'precio-maximo': { phone: 98, tablet: 84, wide: 55 },
	'gastos-compraventa': { phone: 128, tablet: 105, wide: 58 },
	subrogacion: { phone: 92, tablet: 81, wide: 54 },
	'reunificacion-deudas': { phone: 146, tablet: 135, wide: 106 },
	'amortizacion-anticipada': { phone: 73, tablet: 60, wide: 32 },
	'fija-vs-variable': { phone: 84, tablet: 77, wide: 41 },
	'alquilar-vs-comprar': { phone: 128, tablet: 117, wide: 68 },
};

/** The reserved heights of a tool as CSS custom properties for its shell (none if unknown). */
export function shellStyle(id: string): Record<string, string> {
	const h = shellHeights[id];
	return h
		? {
				'--shell-h': `${h.phone}rem`,
				'--shell-h-md': `${h.tablet}rem`,
				'--shell-h-lg': `${h.wide}rem`,
			}
		: {};
}
