import type { Source } from './answer.ts';

/** Ley 5/2019, reguladora de los contratos de crédito inmobiliario, in the BOE's consolidated text. */
const ley5 = 'https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814';

/** The articles the engine's legal answers stand on, linked to the BOE. */
export const lawLinks = {
	ley5art23: {
		title: 'Ley 5/2019, art. 23 (reembolso anticipado)',
		href: `${ley5}#ar-23`,
	},
	ley5art23_6: {
		title: 'Ley 5/2019, art. 23.6 (de variable a fijo; redacción del Real Decreto-ley 19/2022)',
		href: `${ley5}#ar-23`,
	},
} as const satisfies Record<string, Source>;
