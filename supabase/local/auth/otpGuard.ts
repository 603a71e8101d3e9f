/**
 * Failed one-time-code guesses per address: after maxFailures wrong codes the address's codes
 * are invalidated (a new one must be requested), like GoTrue's verification limits.
 */
export class OtpGuard {
	#failures = new Map<string, number>();
	#maxFailures: number;

	/** maxFailures wrong codes per address before its codes are thrown away. */
	constructor(maxFailures: number) {
		this.#maxFailures = maxFailures;
	}

	/** Counts a wrong code for email; true when the codes must now be invalidated. */
	fail(email: string): boolean {
		const n = (this.#failures.get(email) ?? 0) + 1;
		if (this.#failures.size > 10_000) this.#failures.clear();
		if (n >= this.#maxFailures) {
			this.#failures.delete(email);
			return true;
		}
		this.#failures.set(email, n);
		return false;
	}

	/** Forgets the failures of an address (its code was right, or a new one was sent). */
	reset(email: string): void {
		this.#failures.delete(email);
	}
}
