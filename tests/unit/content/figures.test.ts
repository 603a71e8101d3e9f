import { describe, expect, it } from 'vitest';
import communitiesJson from '../../../content/data/communities.json' with { type: 'json' };
import euriborJson from '../../../content/data/euribor.json' with { type: 'json' };
import {
	aprText,
	euriborText,
	feeCapText,
	loanText,
	paymentGapText,
	paymentText,
	taxRangeText,
	taxRateText,
} from '~/lib/content/figureText.ts';
import { figureText, figures, isFigureId } from '~/lib/content/figures.ts';
import { resolveFigureTags } from '~/lib/content/figureTags.ts';

/** Intl writes a non-breaking space between the number and «€» or «%». */
const nb = (s: string) => s.replace(/ (€|%)/g, '\u00a0$1');

describe('paymentText', () => {
	// 200.000 € at 3 % over 30 years: i = 0,0025, n = 360 → 843,2081 €/month (hand-checked with
	// the annuity formula); 360 payments = 303.554,90 € in total, 103.554,90 € of interest.
	it('prints the French-system payment with cents', () => {
		expect(paymentText({ principal: 200000, years: 30, tin: 3 })).toBe(nb('843,21 €'));
	});
	it('prints the total interest and the total paid in whole euros', () => {
		expect(paymentText({ principal: 200000, years: 30, tin: 3, show: 'interest' })).toBe(
			nb('103.555 €'),
		);
		expect(paymentText({ principal: 200000, years: 30, tin: 3, show: 'total' })).toBe(
			nb('303.555 €'),
		);
	});
	it('at 0 % the payment is the principal over the months', () => {
		expect(paymentText({ principal: 120000, years: 10, tin: 0 })).toBe(nb('1.000,00 €'));
	});
	it('throws on an impossible loan instead of printing a wrong figure', () => {
		expect(() => paymentText({ principal: -5, years: 30, tin: 3 })).toThrow();
	});
});

describe('loanText', () => {
	// 760 €/month at 3 % over 360 months: 760 × (1 − 1,0025^−360) / 0,0025 = 760 × 237,189 ≈ 180.264 €.
	it('prints the loan a payment repays, in whole euros', () => {
		expect(loanText({ payment: 760, years: 30, tin: 3 })).toBe(nb('180.264 €'));
		expect(loanText({ payment: 700, years: 25, tin: 2.5 })).toBe(nb('156.035 €'));
		expect(loanText({ payment: 500, years: 10, tin: 0 })).toBe(nb('60.000 €'));
	});
	it('throws on a payment that is not positive', () => {
		expect(() => loanText({ payment: 0, years: 30, tin: 3 })).toThrow(/<Loan>/);
	});
});

describe('taxRateText', () => {
	it('prints a flat general rate, a scale and reduced rates from communities.json', () => {
		expect(taxRateText('madrid', 'resale')).toBe(nb('6 %'));
		expect(taxRateText('aragon', 'resale')).toBe(nb('del 8 % al 10 %'));
		expect(taxRateText('andalucia', 'resale', 'joven')).toBe(nb('3,5 %'));
		expect(taxRateText('andalucia', 'newBuild')).toBe(nb('10 %'));
		expect(taxRateText('andalucia', 'ajd')).toBe(nb('1,2 %'));
		expect(taxRateText('andalucia', 'ajd', 'joven')).toBe(nb('0,3 %'));
	});
	it('throws on an unknown community or reduced rate', () => {
		expect(() => taxRateText('atlantida', 'resale')).toThrow(/Comunidad desconocida/);
		expect(() => taxRateText('madrid', 'resale', 'marciano')).toThrow(/no tiene el tipo reducido/);
	});
});

describe('taxRangeText', () => {
	// Independent computation over the raw JSON: every flat rate and every bracket rate.
	type General = { kind: string; rate?: number; brackets?: { rate: number }[] };
	const rates = (g: General) => (g.kind === 'flat' ? [g.rate!] : g.brackets!.map((b) => b.rate));
	const resale = communitiesJson.flatMap((c) => [
		...rates(c.resale.general as General),
		...((c as { provinceOverrides?: { resale: { general: General } }[] }).provinceOverrides ?? [])
			.map((o) => rates(o.resale.general))
			.flat(),
	]);
	const es = (n: number) => String(n).replace('.', ',');

	it('spans the lowest and highest general ITP over the communities', () => {
		expect(taxRangeText('resale')).toBe(
			nb(`entre el ${es(Math.min(...resale))} % y el ${es(Math.max(...resale))} %`),
		);
		// The data of November 2026: Ceuta and Melilla 3 %, Balearic and Catalan top bracket 13 %.
		expect(taxRangeText('resale')).toBe(nb('entre el 3 % y el 13 %'));
	});
	it('spans the AJD rates', () => {
		const ajd = communitiesJson.map((c) => c.ajd.rate);
		expect(taxRangeText('ajd')).toBe(
			nb(`entre el ${es(Math.min(...ajd))} % y el ${es(Math.max(...ajd))} %`),
		);
	});
});

describe('euriborText', () => {
	const latest = euriborJson.toSorted((a, b) => b.month.localeCompare(a.month))[0]!;
	it('prints the latest monthly average with three decimals and its month', () => {
		expect(latest.month).toBe('2026-07');
		expect(euriborText()).toBe(nb('2,855 % (julio de 2026)'));
		expect(euriborText('value')).toBe(nb('2,855 %'));
		expect(euriborText('month')).toBe('julio de 2026');
	});
	it('prints a past month from the series, and throws on a month it lacks', () => {
		expect(euriborText('both', '2024-04')).toBe(nb('3,703 % (abril de 2024)'));
		// The series starts in January 1999 (the first month of the Euribor).
		expect(() => euriborText('value', '1998-12')).toThrow(/no tiene el mes/);
	});
});

describe('aprText and paymentGapText', () => {
	// 150.000 € at 3 % over 25 years with a 400 € appraisal: TAE 3,0666 %; with a 300 € yearly
	// insurance paid at the start of each year, 3,3996 % (both checked with an independent IRR
	// solver when the guide was first written).
	it('prints the TAE with two decimals', () => {
		expect(aprText({ principal: 150000, years: 25, tin: 3, upfront: 400 })).toBe(nb('3,07 %'));
		expect(aprText({ principal: 150000, years: 25, tin: 3, upfront: 400, yearly: 300 })).toBe(
			nb('3,40 %'),
		);
	});
	// 180.000 € over 30 years: 758,89 € at 3 % and 711,22 € at 2,5 % → 47,67 € a month, 572,04 € a year.
	it('prints the monthly and yearly gap between two rates', () => {
		expect(paymentGapText({ principal: 180000, years: 30, from: 3, to: 2.5 })).toBe(nb('47,67 €'));
		expect(paymentGapText({ principal: 180000, years: 30, from: 3, to: 2.5, per: 'year' })).toBe(
			nb('572,04 €'),
		);
	});
});

describe('feeCapText', () => {
	it('prints the caps of Ley 5/2019 art. 23 held in underwriting.json', () => {
		expect(feeCapText('fixed-10')).toBe(nb('2 %'));
		expect(feeCapText('fixed-rest')).toBe(nb('1,5 %'));
		expect(feeCapText('variable-3')).toBe(nb('0,25 %'));
		expect(feeCapText('variable-5')).toBe(nb('0,15 %'));
		expect(feeCapText('to-fixed')).toBe(nb('0,05 %'));
	});
});

describe('figure registry', () => {
	it('prints the seeded underwriting, ICO and purchase-cost figures', () => {
		expect(figureText('underwriting.tasaEsfuerzo.maxPercent')).toBe(nb('35 %'));
		expect(figureText('underwriting.ltv.habitualPercent')).toBe(nb('80 %'));
		expect(figureText('underwriting.ltv.secondHomePercent')).toBe(nb('70 %'));
		expect(figureText('underwriting.ltv.withIcoPercent')).toBe(nb('100 %'));
		expect(figureText('underwriting.plazo.averageYears')).toBe('25 años');
		expect(figureText('ico.coveragePercent')).toBe(nb('20 %'));
		expect(figureText('ico.maxIncomeSingle')).toBe(nb('37.800 €'));
		expect(figureText('ico.deadline')).toBe('31 de diciembre de 2027');
		expect(figureText('ico.maxPriceLow')).toBe(nb('200.000 €'));
		expect(figureText('ico.maxPriceHigh')).toBe(nb('325.000 €'));
		expect(figureText('purchaseCosts.tasacion')).toBe(nb('450 €'));
		expect(figureText('purchaseCosts.notaria-compraventa.percent')).toBe(nb('0,375 %'));
	});
	it('every entry formats without throwing, and an unknown id throws', () => {
		for (const id of Object.keys(figures)) {
			expect(isFigureId(id)).toBe(true);
			expect(figureText(id)).not.toMatch(/NaN|undefined|Infinity/);
		}
		expect(isFigureId('underwriting.nada')).toBe(false);
		expect(() => figureText('underwriting.nada')).toThrow(/Cifra desconocida/);
	});
});

describe('resolveFigureTags', () => {
	it('replaces each figure component by its text and leaves other tags alone', () => {
		const mdx =
			'Cuota: <Payment principal={200000} years={30} tin={3} />; ITP <TaxRate community="madrid" tax="resale" />, ' +
			'euríbor <Euribor show=\'value\' />, comisión <FeeCap id="fixed-10" />, <Figure id="underwriting.ltv.habitualPercent" />. <TableScroll label="x" />';
		expect(resolveFigureTags(mdx)).toBe(
			nb(
				'Cuota: 843,21 €; ITP 6 %, euríbor 2,855 %, comisión 2 %, 80 %. <TableScroll label="x" />',
			),
		);
	});
	it('throws on a figure it cannot compute, as the build does', () => {
		expect(() => resolveFigureTags('<Figure id="nada" />')).toThrow(/Cifra desconocida/);
	});
});
