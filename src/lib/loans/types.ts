/**
 * Types of the «Mi hipoteca» domain (loans): the loan a person saves, where it stands today, the
 * next revision's forecast, the improvement check and the notices. Names shared by the logic, the
 * store, the panel section and the document reader (see the issue-50 contract).
 */

export type LoanKind = 'fija' | 'variable' | 'mixta';
/** Same as mortgage/timelineTypes. */
export type PrepaymentMode = 'reduce-term' | 'reduce-payment';

export interface LoanBonification {
	/** «Nómina domiciliada», «Seguro de hogar»… */
	label: string;
	/** Percentage points taken off the TIN, e.g. 0.30. */
	tinReduction: number;
	/** Euros a year the product costs (0 if none). */
	yearlyCost: number;
	/** Whether the person still meets the condition. */
	kept: boolean;
}

export interface LoanPrepayment {
	/** 'YYYY-MM', paid after that month's instalment. */
	month: string;
	amount: number;
	mode: PrepaymentMode;
}

/** What the person saves (the row of public.loans, camelCase; dates ISO). */
export interface Loan {
	/** Their label, 1–80 characters. */
	name: string;
	/** Free text, optional. */
	bank: string | null;
	/** Capital prestado. */
	principal: number;
	/** 'YYYY-MM-DD', deed date. */
	signedOn: string;
	/** 'YYYY-MM' of instalment 1 (default: the month after signing). */
	firstPaymentMonth: string;
	/** Term as signed, in instalments. */
	months: number;
	kind: LoanKind;
	/** fija: TIN; variable: TIN of the first period; mixta: fixed-period TIN (without bonifications). */
	tin: number;
	/** variable: months at `tin` before the first revision (6 or 12 usually); mixta: fixed years × 12. */
	fixedMonths: number | null;
	/** Diferencial over the 12-month Euríbor (variable/mixta). */
	spread: number | null;
	revisionMonths: 6 | 12 | null;
	/**
	 * The contract's reference month: the Euríbor of the month this many months before the
	 * revision month (usually 2).
	 */
	referenceLagMonths: number;
	/** Suelo, if any (most are void; optional). */
	floorRate: number | null;
	bonifications: LoanBonification[];
	prepayments: LoanPrepayment[];
	/** Default 30, 1–90. */
	noticeDaysBefore: number;
	/** € of saving over the remaining term above which a notice is sent, default 3000. */
	improvementThreshold: number;
}

/** Euríbor, TIN and instalment of one revision outcome. */
export interface RevisionFigures {
	euribor: number;
	tin: number;
	payment: number;
}

/** The next revision, before the bank sends it. */
export type RevisionForecast = {
	/** 'YYYY-MM-DD' of the first instalment at the new rate. */
	date: string;
	/** 'YYYY-MM' whose Euríbor the revision reads. */
	referenceMonth: string;
	paymentBefore: number;
} & (
	| ({ status: 'exacta' } & RevisionFigures)
	| {
			status: 'rango';
			/** Months of the series the range is made of (labelled as such). */
			knownMonths: string[];
			low: RevisionFigures;
			high: RevisionFigures;
	  }
);

/** Where the loan stands on a day. */
export interface LoanStatus {
	pendingCapital: number;
	paidInstalments: number;
	remainingInstalments: number;
	interestPaid: number;
	interestLeft: number;
	currentPayment: number;
	currentTin: number;
	/** 'YYYY-MM' of the last instalment. */
	endMonth: string;
	nextRevision: RevisionForecast | null;
	/**
	 * Added to the contract (optional so other layers' fixtures need not carry it; loanStatus
	 * always fills it): what the figures assume (payment day, future revisions, bonifications…).
	 */
	assumptions?: string[];
}

export type ImprovementKind =
	'mantener' | 'novacion' | 'subrogacion' | 'amortizar-plazo' | 'amortizar-cuota' | 'pasar-a-fijo';

export interface ImprovementOption {
	kind: ImprovementKind;
	title: string;
	/** € over the remaining term, net of costs. */
	saving: number;
	breakEvenMonths: number | null;
	costs: { label: string; amount: number }[];
	assumptions: string[];
}

export interface ImprovementCheck {
	options: ImprovementOption[];
	best: ImprovementOption | null;
	marketReference: { month: string; value: number; source: string };
}

/** Optional inputs of improvementCheck (added to the contract's signature). */
export interface ImprovementInputs {
	/** Amount of a partial prepayment to study; without it the option is shown per 10.000 €. */
	prepayAmount?: number;
	/** Notary and registry of a novation, from the person's quote (not included without it). */
	novationCosts?: number;
	/** Notary and registry of a subrogation, from the person's quote (not included without it). */
	subrogationCosts?: number;
}

export interface LoanNotice {
	/** Idempotency key: revision-aviso:<date>, revision-exacta:<date>, mejora:<kind>. */
	key: string;
	kind: 'revision-aviso' | 'revision-exacta' | 'mejora';
	title: string;
	body: string;
	link: '/dashboard#hipoteca';
}

/** One month of an official market-rate series (market-rates.json). */
export interface MarketRateMonth {
	month: string;
	ratePercent: number;
}

/** The market reference used for «another bank»: latest month of the official series. */
export interface MarketRate {
	month: string;
	value: number;
	source: string;
}
