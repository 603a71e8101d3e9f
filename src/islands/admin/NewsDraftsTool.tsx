import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { blog, categoryName } from '~/lib/content/blogData.ts';
import { formatDate } from '~/lib/format/index.ts';
import { utilityUi } from '~/lib/i18n/utilityPages.ts';
import {
	draftFromTopic,
	MAX_TOPICS,
	parseTopics,
	relatedArticles,
	topicProblem,
} from '~/lib/newsDrafts/draftFromTopic.ts';
import { exportMdx, mdxFileName } from '~/lib/newsDrafts/exportMdx.ts';
import { uniqueSlug } from '~/lib/newsDrafts/uniqueSlug.ts';
import { getSupabase } from '~/lib/supabase/client.ts';
import type { Database } from '~/lib/supabase/database.types.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { loadArticleIndex } from '~/islands/palette/articleSearch.ts';
import { toast } from '~/stores/toasts.ts';
import { AdminGate } from './AdminGate.tsx';
import { downloadText } from '~/islands/shared/ui/download.ts';

const t = utilityUi.newsDrafts;

type DraftRow = Pick<
	Database['public']['Tables']['news_drafts']['Row'],
	'id' | 'title' | 'slug' | 'excerpt' | 'body' | 'status' | 'category' | 'created_at'
>;

const columns = 'id,title,slug,excerpt,body,status,category,created_at';
const inputClass = 'mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2.5 text-base';

/** The drafts list and the form that turns a list of topics into drafts (admins only). */
function NewsDrafts() {
	const id = useId();
	const [topics, setTopics] = useState('');
	const [category, setCategory] = useState(blog.categories[0]?.id ?? '');
	const [problems, setProblems] = useState<string[]>([]);
	const [busy, setBusy] = useState(false);
	const [drafts, setDrafts] = useState<DraftRow[] | null>(null);
	const [loadFailed, setLoadFailed] = useState(false);

	const load = useCallback(async () => {
		const { data, error } = await getSupabase()
			.from('news_drafts')
			.select(columns)
			.order('created_at', { ascending: false })
			.limit(100);
		if (error) return setLoadFailed(true);
		setLoadFailed(false);
		setDrafts(data);
	}, []);

	useEffect(() => {
		void load();
	}, [load]);

	async function create(event: SubmitEvent) {
		event.preventDefault();
		const list = parseTopics(topics);
		const found: string[] =
			list.length === 0 ? [t.noTopics] : list.length > MAX_TOPICS ? [t.tooMany] : [];
		found.push(...list.map(topicProblem).filter((p): p is string => p !== null));
		setProblems(found);
		if (found.length > 0) return;
		setBusy(true);
		try {
			const docs = await loadArticleIndex().catch(() => []);
			const taken = new Set((drafts ?? []).map((d) => d.slug));
			const rows = list.map((topic) => {
				const draft = draftFromTopic(topic, category, relatedArticles(docs, topic));
				const slug = uniqueSlug(draft.slug, taken);
				taken.add(slug);
				return { ...draft, slug, status: 'borrador' };
			});
			const { error } = await getSupabase().from('news_drafts').insert(rows);
			if (error) {
				toast({
					title: t.createError,
					description: error.code === '23505' ? t.duplicate : t.tryAgain,
					variant: 'destructive',
				});
				return;
			}
			toast({ title: t.created(rows.length) });
			setTopics('');
			await load();
		} finally {
			setBusy(false);
		}
	}

	function download(draft: DraftRow) {
		const cat = draft.category ?? category;
		const mdx = exportMdx(
			{ title: draft.title, excerpt: draft.excerpt ?? '', body: draft.body, category: cat },
			{ date: new Date(), categoryName: categoryName(cat) },
		);
		downloadText(mdxFileName(draft.slug), mdx, 'text/markdown;charset=utf-8');
	}

	return (
		<div className="mt-4 space-y-8">
			<p className="text-muted">{t.intro}</p>
			<form
				onSubmit={(e) => void create(e)}
				noValidate
				className="space-y-4 rounded-card border border-line p-5"
			>
				<div>
					<label htmlFor={`${id}-topics`} className="font-semibold">
						{t.topics}
					</label>
					<p id={`${id}-topics-hint`} className="text-sm text-muted">
						{t.topicsHint}
					</p>
					<textarea
						id={`${id}-topics`}
						rows={6}
						value={topics}
						onChange={(e) => setTopics(e.currentTarget.value)}
						aria-describedby={`${id}-topics-hint`}
						aria-invalid={problems.length > 0}
						className={inputClass}
					/>
				</div>
				<div>
					<label htmlFor={`${id}-category`} className="font-semibold">
						{t.category}
					</label>
					<select
						id={`${id}-category`}
						value={category}
						onChange={(e) => setCategory(e.currentTarget.value)}
						className={inputClass}
					>
						{blog.categories.map((c) => (
							<option key={c.id} value={c.id}>
								{c.name}
							</option>
						))}
					</select>
				</div>
				{problems.length > 0 && (
					<div role="alert">
						<ul className="list-disc space-y-1 rounded-lg bg-danger-bg py-2 pr-3 pl-8 text-danger">
							{problems.map((p) => (
								<li key={p}>{p}</li>
							))}
						</ul>
					</div>
				)}
				<button type="submit" className="btn btn-primary" disabled={busy}>
					{busy ? t.creating : t.submit}
				</button>
			</form>

			<section aria-labelledby={`${id}-list`}>
				<h2 id={`${id}-list`} className="text-xl font-semibold">
					{t.listTitle}
				</h2>
				<p className="mt-1 text-sm text-muted">{t.exportHelp}</p>
				{loadFailed && (
					<p role="alert" className="mt-3 text-danger">
						{t.loadError}
					</p>
				)}
				{drafts?.length === 0 && <p className="mt-3 text-muted">{t.empty}</p>}
				{drafts && drafts.length > 0 && (
					<ScrollRegion
						label={`Tabla: ${t.listTitle}`}
						className="mt-3 rounded-card border border-line"
					>
						<table className="w-full text-left text-sm">
							<thead className="bg-surface">
								<tr>
									{t.columns.map((c) => (
										<th key={c} scope="col" className="px-3 py-2 font-semibold">
											{c}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{drafts.map((d) => (
									<tr key={d.id} className="border-t border-line">
										<th scope="row" className="px-3 py-2 font-medium">
											{d.title}
										</th>
										<td className="px-3 py-2">
											{d.category ? categoryName(d.category) : t.noCategory}
										</td>
										<td className="px-3 py-2">{t.status[d.status] ?? d.status}</td>
										<td className="px-3 py-2">{formatDate(new Date(d.created_at))}</td>
										<td className="px-3 py-2">
											<button
												type="button"
												className="btn btn-outline min-h-9 px-3 py-1"
												aria-label={t.downloadLabel(d.title)}
												onClick={() => download(d)}
											>
												{t.download}
											</button>
										</td>
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

/** /generate-news-bulk: admins draft news in bulk; everyone else sees "Acceso denegado". */
function NewsDraftsTool() {
	return (
		<AdminGate title={t.title} path="/generate-news-bulk">
			{() => <NewsDrafts />}
		</AdminGate>
	);
}

export default withErrorBoundary(NewsDraftsTool, 'NewsDraftsTool');
