/**
 * «Mi hipoteca» (domain `loans`): the logic of a person's own loan. Pure: no DOM, no client.
 * The names are the issue-50 contract's, shared with the store, the panel and the document reader.
 */
export type {
	ImprovementCheck,
	ImprovementInputs,
	ImprovementKind,
	ImprovementOption,
	Loan,
	LoanBonification,
	LoanKind,
	LoanNotice,
	LoanPrepayment,
	LoanStatus,
	MarketRate,
	PrepaymentMode,
	RevisionFigures,
	RevisionForecast,
} from './types.ts';
export { loanMessages } from './messages.ts';
export { defaultLoan, loanSchema, parseLoan, type LoanIssue } from './schema.ts';
export { LoanError } from './run.ts';
export { loanStatus } from './status.ts';
export { improvementCheck } from './improvement.ts';
export { dueNotices } from './notices.ts';
export { loanSummary } from './summary.ts';
export { marketRate, marketRates, marketRateSource } from './marketRate.ts';
