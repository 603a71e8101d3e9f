import { normaliseFigures, type Figures } from './figures.ts';
import { foldText } from './normalize.ts';

/**
 * The figures of a follow-up in its conversation: the earlier question's figures, with the ones
 * the new question says replacing them (and the ones that move with them), relative changes
 * («20.000 menos», «si sube un punto») applied and another earner's income added.
 */

/** Slots that move together: a new amount, rate or income replaces the earlier ones of its kind. */
export function carryOver(previous: Figures, own: Figures, question: string): Figures {
	const kept: Figures = { ...previous };
	const has = (k: keyof Figures) => own[k] !== undefined;
	// A new price, down payment or share financed makes a new loan: the earlier loan goes.
	if (has('price') || has('downPayment') || has('financedPercent')) delete kept.loan;
	if (has('loan')) {
		delete kept.financedPercent;
		delete kept.downPayment;
	}
	// A fixed rate said replaces a variable one, and the other way round.
	if (has('ratePercent') && !has('euriborSpread') && !has('euribor')) {
		delete kept.euriborSpread;
		delete kept.euribor;
	}
	if ((has('euriborSpread') || has('euribor')) && !has('ratePercent')) delete kept.ratePercent;
	for (const k of ['altRates', 'altYears'] as const) delete kept[k];
	const merged: Figures = { ...kept, ...own };
	relativeChanges(previous, own, foldText(normaliseFigures(question)), merged);
	// «y si mi pareja gana 1.500 más»: another earner is added to the earlier income.
	const another =
		/(mi pareja|mi marido|mi mujer|mi novi[oa]|mi espos[oa]|otro sueldo|tambien|ademas|mas)\b/.test(
			foldText(question),
		);
	if (has('income') && previous.income !== undefined && another && !own.incomes) {
		merged.incomes = [...(previous.incomes ?? [previous.income]), own.income ?? 0];
		merged.income = previous.income + (own.income ?? 0);
	}
	// «¿y si tengo otro préstamo de 150 al mes?»: another debt is added to the earlier ones.
	if (
		has('debts') &&
		previous.debts !== undefined &&
		/\b(otro|otra|otros|otras|ademas|tambien)\b/.test(foldText(question))
	)
		merged.debts = previous.debts + (own.debts ?? 0);
	return merged;
}

/** «¿y si pido 20.000 menos?», «¿y si sube el euríbor un punto?»: changes of an earlier figure. */
function relativeChanges(previous: Figures, own: Figures, folded: string, merged: Figures): void {
	const sign = /\b(menos|baja\w*|rebaja\w*)\b/.test(folded) ? -1 : 1;
	if (/\b\d[\d.,]*\s*(k|mil|millon(es)?)?\s*(€|euros?)?\s*(mas|menos)\b/.test(folded))
		for (const key of ['loan', 'price', 'downPayment', 'savings', 'debts'] as const) {
			const before = previous[key];
			const change = own[key];
			if (before !== undefined && change !== undefined && change < before)
				merged[key] = before + sign * change;
		}
	const points =
		/\b(sube|subiera|subiese|subir|baja|bajara|bajase|bajar)\w*\b[^.?]{0,30}\b(un|1|medio|dos|2|tres|3)\s+puntos?\b/.exec(
			folded,
		);
	if (points?.[2]) {
		const delta = { un: 1, '1': 1, medio: 0.5, dos: 2, '2': 2, tres: 3, '3': 3 }[points[2]] ?? 1;
		const step = /\bbaj/.test(points[1] ?? '') ? -delta : delta;
		if (merged.euriborSpread !== undefined) {
			const base = previous.euribor;
			if (base !== undefined) merged.euribor = base + step;
			else merged.euriborShift = step;
		} else if (previous.ratePercent !== undefined) merged.ratePercent = previous.ratePercent + step;
	}
	// «¿y con una bonificación de 0,5 puntos?»: the rate (or spread) said before, lowered by it.
	const off =
		/\b(bonifica\w*|rebaja\w*|descuento|quitan|bajan)\b[^.?\d]{0,24}(\d+(?:,\d+)?)\s*(puntos?|%)/.exec(
			folded,
		);
	const cut = off?.[2] ? Number(off[2].replace(',', '.')) : undefined;
	if (cut === undefined || cut <= 0 || own.ratePercent !== cut) return;
	if (previous.euriborSpread !== undefined && previous.ratePercent === undefined) {
		delete merged.ratePercent;
		merged.euriborSpread = Math.max(0, previous.euriborSpread - cut);
		if (previous.euribor !== undefined) merged.euribor = previous.euribor;
	} else if (previous.ratePercent !== undefined && previous.ratePercent > cut)
		merged.ratePercent = Math.round((previous.ratePercent - cut) * 1000) / 1000;
}
