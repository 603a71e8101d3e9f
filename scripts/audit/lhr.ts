/** Lighthouse's result, the parts read here. */
export interface Lhr {
	runtimeError?: { code: string };
	categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
	audits: Record<
		string,
		{ score: number | null; numericValue?: number; title: string; details?: unknown }
	>;
}

/** How many of the run's requests went to `backend` (0 without one). */
export function requestsTo(lhr: Lhr, backend: string | undefined): number {
	if (!backend) return 0;
	const items = (
		lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined
	)?.items;
	return (items ?? []).filter((i) => i.url?.startsWith(new URL(backend).origin)).length;
}
