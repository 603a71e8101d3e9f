import { useStore } from '@nanostores/react';
import { useId, useState, type SubmitEvent } from 'react';
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
import type { NewsDraftRow } from '~/lib/supabase/newsDrafts.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { DataTable, type Column } from '~/islands/shared/ui/DataTable.tsx';
import { loadArticleIndex } from '~/islands/palette/articleSearch.ts';
import { $newsDrafts, createDrafts, draftStatusLabel } from '~/stores/newsDrafts.ts';
import { toast } from '~/stores/toasts.ts';
import { AdminGate } from '../session/AdminGate.tsx';
import { downloadText } from '~/islands/shared/ui/download.ts';

const t = utilityUi.newsDrafts;

type DraftRow = NewsDraftRow;
const inputClass = 'mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2.5 text-base';

/** The drafts list and the form that turns a list of topics into drafts (admins only). */
function NewsDrafts() {
	const id = useId();
	const [topics, setTopics] = useState('');
	const [category, setCategory] = useState(blog.categories[0]?.id ?? '');
	const [problems, setProblems] = useState<string[]>([]);
	const [busy, setBusy] = useState(false);
	const list = useStore($newsDrafts);
	const drafts = list.data ?? null;
	const loadFailed = Boolean(list.error) && !list.data;

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
			const saved = await createDrafts(rows);
			if (!saved.ok) {
				toast({
					title: t.createError,
					description: saved.code === '23505' ? t.duplicate : t.tryAgain,
					variant: 'destructive',
				});
				return;
			}
			toast({ title: t.created(rows.length) });
			setTopics('');
		} finally {
			setBusy(false);
		}
	}

	const [titleColumn, categoryColumn, statusColumn, createdColumn, exportColumn] = t.columns;
	const columns: Column<DraftRow>[] = [
		{ key: 'titulo', header: titleColumn, rowHeader: true, cell: (d) => d.title },
		{
			key: 'categoria',
			header: categoryColumn,
			cell: (d) => (d.category ? categoryName(d.category) : t.noCategory),
		},
		{ key: 'estado', header: statusColumn, cell: (d) => draftStatusLabel(d.status) },
		{ key: 'creado', header: createdColumn, cell: (d) => formatDate(new Date(d.created_at)) },
		{
			key: 'exportar',
			header: exportColumn,
			cell: (d) => (
				<button
					type="button"
					className="btn btn-outline min-h-9 px-3 py-1"
					aria-label={t.downloadLabel(d.title)}
					onClick={() => download(d)}
				>
					{t.download}
				</button>
			),
		},
	];

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
					<DataTable
						caption={t.listTitle}
						columns={columns}
						rows={drafts}
						rowKey={(d) => d.id}
						className="mt-3"
					/>
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
