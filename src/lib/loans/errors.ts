/** A loan that cannot be computed (a prepayment above the balance, a bad date…), in Spanish. */
export class LoanError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'LoanError';
	}
}
