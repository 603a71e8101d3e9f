import { costRows, costTotalText, type CostExample, type CostTotalShow } from './costTable.ts';
import { figureText } from './figures.ts';
import { rateScenarioText, type ScenarioShow } from './scenarioText.ts';
import {
	aprText,
	euriborText,
	feeCapText,
	loanText,
	paymentGapText,
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

/** The example of <CostTable> and <CostTotal>. */
const costExample = (a: Attrs): CostExample => ({
	price: num(a, 'price'),
	province: a['province'] ?? '',
	homeType: a['homeType'] === 'newBuild' ? 'newBuild' : 'resale',
	loan: Number(a['loan'] ?? 0),
});

const renderers: Record<string, (a: Attrs) => string> = {
	Payment: (a) =>
		paymentText({
			principal: num(a, 'principal'),
			years: num(a, 'years'),
			tin: a['tin'] === undefined ? undefined : num(a, 'tin'),
			euribor: a['euribor'],
			spread: a['spread'] === undefined ? undefined : num(a, 'spread'),
			show: (a['show'] ?? 'payment') as PaymentShow,
		}),
	RateScenario: (a) =>
		rateScenarioText({
			principal: num(a, 'principal'),
			years: num(a, 'years'),
			initialTin: num(a, 'initialTin'),
			initialYears: num(a, 'initialYears'),
			spread: num(a, 'spread'),
			euribor: a['euribor'] ?? 'latest',
			show: (a['show'] ?? 'revised') as ScenarioShow,
		}),
	Loan: (a) => loanText({ payment: num(a, 'payment'), years: num(a, 'years'), tin: num(a, 'tin') }),
	TaxRate: (a) => taxRateText(a['community'] ?? '', (a['tax'] ?? '') as TaxKind, a['variant']),
	TaxRange: (a) => taxRangeText((a['tax'] ?? '') as TaxKind),
	Euribor: (a) => euriborText((a['show'] ?? 'both') as EuriborShow, a['month']),
	Apr: (a) =>
		aprText({
			principal: num(a, 'principal'),
			years: num(a, 'years'),
			tin: num(a, 'tin'),
			upfront: Number(a['upfront'] ?? 0),
			yearly: Number(a['yearly'] ?? 0),
		}),
	PaymentGap: (a) =>
		paymentGapText({
			principal: num(a, 'principal'),
			years: num(a, 'years'),
			from: num(a, 'from'),
			to: num(a, 'to'),
			per: a['per'] === 'year' ? 'year' : 'month',
		}),
	FeeCap: (a) => feeCapText((a['id'] ?? '') as FeeCapId),
	Figure: (a) => figureText(a['id'] ?? ''),
	CostTotal: (a) => costTotalText(costExample(a), (a['show'] ?? 'buyer') as CostTotalShow),
	CostTable: (a) => {
		const example = costExample(a);
		const rows = costRows(example).map((r) => `${r.label}, ${r.payer}: ${r.amount}.`);
		return `${a['caption'] ?? ''}. ${rows.join(' ')} Total que pagas tú: ${costTotalText(example)}.`;
	},
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

/** The names of the components resolveFigureTags replaces. */
export const figureTagNames: readonly string[] = Object.keys(renderers);

/** `mdx` with every self-closing figure component replaced by its text. */
export function resolveFigureTags(mdx: string): string {
	return mdx.replace(/<([A-Z]\w*)\b([^<>]*?)\/>/gu, (tag, name: string, attrs: string) => {
		const render = renderers[name];
		return render ? render(attributes(attrs)) : tag;
	});
}
