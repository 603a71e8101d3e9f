import { useEffect, useState } from 'react';
import { rateVital, type VitalName, type VitalRating } from '~/lib/analytics/webVitals.ts';
import { dateFormatter, formatNumber } from '~/lib/format/index.ts';
import { utilityUi } from '~/lib/i18n/utilityPages.ts';
import type { RequestLogEntry } from '~/lib/supabase/loggedFetch.ts';
import { recentRequests } from '~/lib/supabase/requestLog.ts';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';

const t = utilityUi.siteReview;
const cell = 'px-3 py-2';
const time = dateFormatter({ timeStyle: 'medium', timeZone: 'Europe/Madrid' });

interface Vital {
	name: VitalName;
	value: number;
	rating: VitalRating;
}

/** CLS has no unit; the others are milliseconds. */
const vitalValue = (v: Vital) =>
	v.name === 'CLS'
		? formatNumber(v.value, { decimals: 3 })
		: `${formatNumber(v.value, { decimals: 0 })} ms`;

/**
 * What this tab has seen: the request log the Supabase client keeps (SPEC.md section 7) and the
 * web vitals the browser measures on this page, rated with SPEC.md section 9's thresholds.
 */
export function RuntimeHealth() {
	const [requests, setRequests] = useState<readonly RequestLogEntry[]>(() => recentRequests());
	const [vitals, setVitals] = useState<Record<string, Vital>>({});

	useEffect(() => {
		// The log is a plain in-memory ring: read it again every few seconds.
		const timer = setInterval(() => setRequests(recentRequests()), 2000);
		let live = true;
		void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
			const record = (metric: { name: string; value: number }) => {
				if (!live) return;
				const name = metric.name as VitalName;
				setVitals((all) => ({
					...all,
					[name]: { name, value: metric.value, rating: rateVital(name, metric.value) },
				}));
			};
			for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(record, { reportAllChanges: true });
		});
		return () => {
			live = false;
			clearInterval(timer);
		};
	}, []);

	const measured = Object.values(vitals);
	return (
		<div className="mt-10 space-y-10">
			<section aria-labelledby="peticiones">
				<h2 id="peticiones" className="text-xl font-semibold">
					{t.requests}
				</h2>
				<p className="mt-2 text-muted">{t.requestsNote}</p>
				{requests.length === 0 ? (
					<p className="mt-2">{t.noRequests}</p>
				) : (
					<ScrollRegion
						label={`Tabla: ${t.requests}`}
						className="mt-3 rounded-card border border-line"
					>
						<table className="w-full text-left text-sm" data-testid="request-log">
							<thead className="bg-surface">
								<tr>
									{t.requestColumns.map((c) => (
										<th key={c} scope="col" className={cell}>
											{c}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{requests.map((r, i) => (
									<tr key={`${r.time}-${i}`} className="border-t border-line">
										<td className={cell}>{time().format(new Date(r.time))}</td>
										<td className={cell}>{r.method}</td>
										<td className={`${cell} font-mono break-all`}>{r.url}</td>
										<td className={`${cell} ${r.ok ? '' : 'font-semibold text-danger'}`}>
											{r.status === 0 ? t.networkError : r.status}
										</td>
										<td className={cell}>{formatNumber(r.durationMs, { decimals: 0 })} ms</td>
									</tr>
								))}
							</tbody>
						</table>
					</ScrollRegion>
				)}
			</section>
			<section aria-labelledby="vitals">
				<h2 id="vitals" className="text-xl font-semibold">
					{t.vitals}
				</h2>
				<p className="mt-2 text-muted">{t.vitalsNote}</p>
				{measured.length === 0 ? (
					<p className="mt-2">{t.noVitals}</p>
				) : (
					<ScrollRegion
						label={`Tabla: ${t.vitals}`}
						className="mt-3 rounded-card border border-line"
					>
						<table className="w-full text-left text-sm" data-testid="web-vitals">
							<thead className="bg-surface">
								<tr>
									{t.vitalColumns.map((c) => (
										<th key={c} scope="col" className={cell}>
											{c}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{measured.map((v) => (
									<tr key={v.name} className="border-t border-line">
										<th scope="row" className={`${cell} font-normal`}>
											{v.name}
										</th>
										<td className={cell}>{vitalValue(v)}</td>
										<td className={cell}>{t.ratings[v.rating]}</td>
									</tr>
								))}
							</tbody>
						</table>
					</ScrollRegion>
				)}
			</section>
		</div>
	);
}
