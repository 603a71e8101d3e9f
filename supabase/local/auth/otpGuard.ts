/**
 * Failed one-time-code guesses, counted per address and requester (IP): after maxFailures wrong
 * codes a requester's guesses for that address stop counting (every code is refused for it), but
 * the address's codes stay valid for everyone else, so a stranger's wrong codes cannot cancel the
 * owner's. Only when the address gathers maxFailures × 10 wrong codes from all requesters
 * together (a guessing attack from many addresses) are its codes invalidated.
 */
export class OtpGuard {
	#failures = new Map<string, { total: number; byRequester: Map<string, number> }>();
	#maxFailures: number;

	/** maxFailures wrong codes per address and requester; ten times that per address. */
	constructor(maxFailures: number) {
		this.#maxFailures = maxFailures;
	}

	/** Whether this requester has used up its wrong codes for the address. */
	blocked(email: string, requester: string): boolean {
		const n = this.#failures.get(email)?.byRequester.get(requester) ?? 0;
		return n >= this.#maxFailures;
	}

	/** Counts a wrong code; true when the address's codes must now be invalidated. */
	fail(email: string, requester: string): boolean {
		if (this.#failures.size > 10_000) this.#failures.clear();
		let entry = this.#failures.get(email);
		if (!entry) {
			entry = { total: 0, byRequester: new Map() };
			this.#failures.set(email, entry);
		}
		entry.total += 1;
		entry.byRequester.set(requester, (entry.byRequester.get(requester) ?? 0) + 1);
		if (entry.total >= this.#maxFailures * 10) {
			this.#failures.delete(email);
			return true;
		}
		return false;
	}

	/** Forgets the failures of an address (its code was right, or a new one was sent). */
	reset(email: string): void {
		this.#failures.delete(email);
	}
}
