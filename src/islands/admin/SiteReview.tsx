import { useEffect, useState } from 'react';
import { dateFormatter, formatNumber } from '~/lib/format/index.ts';
import { utilityUi } from '~/lib/i18n/utilityPages.ts';
import {
	BUILD_REPORT_PATH,
	buildReportSchema,
	type BuildReport,
} from '~/lib/siteReview/buildReport.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { AdminGate } from '../session/AdminGate.tsx';
import { RuntimeHealth } from './RuntimeHealth.tsx';

const t = utilityUi.siteReview;

type State = { status: 'loading' } | { status: 'ready'; report: BuildReport } | { status: 'error' };

const dateTime = dateFormatter({
	dateStyle: 'long',
	timeStyle: 'short',
	timeZone: 'Europe/Madrid',
});

/** The last build's facts: id, date, pages per template and broken internal links. */
function Report() {
	const [state, setState] = useState<State>({ status: 'loading' });

	useEffect(() => {
		fetch(BUILD_REPORT_PATH, { cache: 'no-store' })
			.then(async (res) => {
				if (!res.ok) throw new Error(`HTTP ${res.status}`);
				setState({ status: 'ready', report: buildReportSchema.parse(await res.json()) });
			})
			.catch(() => setState({ status: 'error' }));
	}, []);

	if (state.status === 'loading')
		return (
			<p role="status" className="mt-4 text-muted">
				{t.loading}
			</p>
		);
	if (state.status === 'error')
		return (
			<p role="alert" className="mt-4 text-danger">
				{t.loadError}
			</p>
		);
	const { report } = state;
	const cell = 'px-3 py-2';
	return (
		<div className="mt-6 space-y-10">
			<section aria-labelledby="construccion">
				<h2 id="construccion" className="text-xl font-semibold">
					{t.build}
				</h2>
				<dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
					<dt className="font-semibold">{t.buildId}</dt>
					<dd data-testid="build-id" className="font-mono break-all">
						{report.buildId}
					</dd>
					<dt className="font-semibold">{t.builtAt}</dt>
					<dd>{dateTime().format(new Date(report.builtAt))}</dd>
					{report.commit && (
						<>
							<dt className="font-semibold">{t.commit}</dt>
							<dd className="font-mono">{report.commit}</dd>
						</>
					)}
				</dl>
			</section>
			<section aria-labelledby="plantillas">
				<h2 id="plantillas" className="text-xl font-semibold">
					{t.pages}
				</h2>
				<ScrollRegion label={`Tabla: ${t.pages}`} className="mt-3 rounded-card border border-line">
					<table className="w-full text-left text-sm">
						<thead className="bg-surface">
							<tr>
								<th scope="col" className={cell}>
									{t.template}
								</th>
								<th scope="col" className={`${cell} text-right`}>
									{t.count}
								</th>
							</tr>
						</thead>
						<tbody>
							{report.pages.map((p) => (
								<tr key={p.template} className="border-t border-line">
									<th scope="row" className={`${cell} font-mono font-normal`}>
										{p.template}
									</th>
									<td className={`${cell} text-right`}>{formatNumber(p.count)}</td>
								</tr>
							))}
						</tbody>
						<tfoot>
							<tr className="border-t border-line font-semibold">
								<th scope="row" className={cell}>
									{t.total}
								</th>
								<td className={`${cell} text-right`}>{formatNumber(report.totalPages)}</td>
							</tr>
						</tfoot>
					</table>
				</ScrollRegion>
			</section>
			<section aria-labelledby="enlaces">
				<h2 id="enlaces" className="text-xl font-semibold">
					{t.links}
				</h2>
				<p className="mt-2">{t.checked(report.links.checked, report.totalPages)}</p>
				{report.links.brokenCount === 0 ? (
					<p className="mt-2 font-semibold text-success">{t.noBroken}</p>
				) : (
					<>
						<p className="mt-2 font-semibold text-danger">{t.broken(report.links.brokenCount)}</p>
						<ScrollRegion
							label={`Tabla: ${t.broken(report.links.brokenCount)}`}
							className="mt-3 max-h-[32rem] rounded-card border border-line"
						>
							<table className="w-full text-left text-sm">
								<thead className="bg-surface">
									<tr>
										{t.brokenColumns.map((c) => (
											<th key={c} scope="col" className={cell}>
												{c}
											</th>
										))}
									</tr>
								</thead>
								<tbody>
									{report.links.broken.map((b) => (
										<tr key={`${b.page} ${b.href}`} className="border-t border-line">
											<td className={cell}>
												<a href={b.page} className="text-primary underline">
													{b.page}
												</a>
											</td>
											<td className={`${cell} font-mono`}>{b.href}</td>
										</tr>
									))}
								</tbody>
							</table>
						</ScrollRegion>
					</>
				)}
			</section>
		</div>
	);
}

/** /revision-codigo: the site health page, for admins only. */
function SiteReview() {
	return (
		<AdminGate title={t.title} path="/revision-codigo">
			{() => (
				<>
					<Report />
					<RuntimeHealth />
				</>
			)}
		</AdminGate>
	);
}

export default withErrorBoundary(SiteReview, 'SiteReview');
