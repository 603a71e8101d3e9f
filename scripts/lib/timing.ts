/** Median time of one call of `fn`, in milliseconds, over `runs` batches of `batch` calls. */
export function medianMs(fn: () => unknown, runs = 21, batch = 20): number {
	for (let i = 0; i < batch * 3; i++) fn(); // warm-up
	const samples: number[] = [];
	for (let r = 0; r < runs; r++) {
		const start = performance.now();
		for (let i = 0; i < batch; i++) fn();
		samples.push((performance.now() - start) / batch);
	}
	samples.sort((a, b) => a - b);
	return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}
