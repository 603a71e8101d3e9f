import { figureText } from './figures.ts';
import {
	euriborText,
	feeCapText,
	loanText,
	paymentText,
	taxRangeText,
	taxRateText,
	type EuriborShow,
	type FeeCapId,
	type PaymentShow,
	type TaxKind,
} from './figureText.ts';

/**
 * The figure components of an MDX body replaced by the text they print, for the indexes that
 * read raw MDX (the palette's /search-index.json and the assistant's passages): without this a
 * sentence like «la cuota es <Payment … />» would lose its figure there.
 */

type Attrs = Record<string, string>;

const num = (a: Attrs, key: string) => Number(a[key]);

const renderers: Record<string, (a: Attrs) => string> = {
	Payment: (a) =>
		paymentText({
			principal: num(a, 'principal'),
			years: num(a, 'years'),
			tin: num(a, 'tin'),
			show: (a['show'] ?? 'payment') as PaymentShow,
		}),
	Loan: (a) => loanText({ payment: num(a, 'payment'), years: num(a, 'years'), tin: num(a, 'tin') }),
	TaxRate: (a) => taxRateText(a['community'] ?? '', (a['tax'] ?? '') as TaxKind, a['variant']),
	TaxRange: (a) => taxRangeText((a['tax'] ?? '') as TaxKind),
	Euribor: (a) => euriborText((a['show'] ?? 'both') as EuriborShow),
	FeeCap: (a) => feeCapText((a['id'] ?? '') as FeeCapId),
	Figure: (a) => figureText(a['id'] ?? ''),
};

/** The attributes of a JSX tag written as name="text", name='text' or name={expression}. */
function attributes(source: string): Attrs {
	const out: Attrs = {};
	for (const m of source.matchAll(/(\w+)=(?:\{([^}]*)\}|"([^"]*)"|'([^']*)')/gu)) {
		const [, name = '', expr, double, single] = m;
		out[name] = (expr ?? double ?? single ?? '').trim().replace(/^['"]|['"]$/gu, '');
	}
	return out;
}

/** `mdx` with every self-closing figure component replaced by its text. */
export function resolveFigureTags(mdx: string): string {
	return mdx.replace(/<([A-Z]\w*)\b([^<>]*?)\/>/gu, (tag, name: string, attrs: string) => {
		const render = renderers[name];
		return render ? render(attributes(attrs)) : tag;
	});
}
