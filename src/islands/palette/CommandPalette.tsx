import { useStore } from '@nanostores/react';
import { Command } from 'cmdk';
import { useEffect, useMemo, useState } from 'react';
import { ui } from '~/lib/i18n/es.ts';
import { searchArticles, type PreparedDoc } from '~/lib/search/articleIndex.ts';
import { searchRoutes } from '~/lib/search/routeSearch.ts';
import { routes } from '~/lib/site/routes.ts';
import { loadArticleIndex } from './articleSearch.ts';
import { $paletteOpen, hidePalette } from './paletteState.ts';

type IndexState =
	{ status: 'loading' } | { status: 'ready'; docs: PreparedDoc[] } | { status: 'error' };

const itemClass =
	'flex cursor-pointer flex-col rounded-md px-3 py-2 text-fg data-[selected=true]:bg-surface data-[selected=true]:outline data-[selected=true]:outline-2 data-[selected=true]:outline-primary';

/**
 * The command palette (SPEC Global UI): a dialog over the current page listing the route
 * registry's groups, filtered by title and keywords without regard to accents or case, plus
 * an "Artículos" section searching the text of news, guides and glossary.
 */
export default function CommandPalette() {
	const open = useStore($paletteOpen);
	const [query, setQuery] = useState('');
	const [index, setIndex] = useState<IndexState>({ status: 'loading' });

	useEffect(() => {
		if (!open || index.status === 'ready') return;
		let active = true;
		loadArticleIndex().then(
			(docs) => active && setIndex({ status: 'ready', docs }),
			() => active && setIndex({ status: 'error' }),
		);
		return () => {
			active = false;
		};
	}, [open, index.status]);

	const groups = useMemo(() => searchRoutes(routes, query), [query]);
	const articles = useMemo(
		() => (index.status === 'ready' ? searchArticles(index.docs, query) : []),
		[index, query],
	);

	const go = (path: string) => {
		hidePalette({ restoreFocus: false });
		window.location.assign(path);
	};

	return (
		<Command.Dialog
			open={open}
			onOpenChange={(next) => {
				if (!next) hidePalette();
				setQuery('');
			}}
			label={ui.palette.label}
			shouldFilter={false}
			loop
			overlayClassName="fixed inset-0 z-50 bg-black/50"
			contentClassName="fixed top-[8vh] left-1/2 z-50 w-[min(42rem,calc(100vw-1.5rem))] -translate-x-1/2 overflow-hidden rounded-card border border-line bg-bg text-fg shadow-2xl"
			className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-muted [&_[cmdk-group-heading]]:uppercase"
		>
			<Command.Input
				value={query}
				onValueChange={setQuery}
				placeholder={ui.search.placeholder}
				aria-label={ui.search.label}
				className="w-full border-b border-line bg-bg px-4 py-3.5 text-base text-fg placeholder:text-muted focus:outline-none"
			/>
			<Command.List
				label={ui.palette.listLabel}
				className="max-h-[min(65vh,32rem)] overflow-y-auto overscroll-contain p-2"
			>
				<Command.Empty className="px-3 py-6 text-center text-muted">
					{ui.search.empty}
				</Command.Empty>
				{groups.map(({ group, items }) => (
					<Command.Group key={group} heading={group}>
						{items.map((r) => (
							<Command.Item
								key={r.path}
								value={r.path}
								onSelect={() => go(r.path)}
								className={itemClass}
							>
								<span>{r.title}</span>
							</Command.Item>
						))}
					</Command.Group>
				))}
				{articles.length > 0 && (
					<Command.Group heading={ui.palette.articles}>
						{articles.map((a) => (
							<Command.Item
								key={a.url}
								value={a.url}
								onSelect={() => go(a.url)}
								className={itemClass}
							>
								<span>
									<span className="font-medium">{a.title}</span>{' '}
									<span className="text-xs text-muted">· {ui.palette.kinds[a.kind]}</span>
								</span>
								<span className="line-clamp-2 text-sm text-muted">{a.snippet}</span>
							</Command.Item>
						))}
					</Command.Group>
				)}
				{query.trim().length >= 2 && index.status !== 'ready' && (
					<p className="px-3 py-2 text-sm text-muted" role="status">
						{index.status === 'loading' ? ui.palette.loadingArticles : ui.palette.articlesError}
					</p>
				)}
			</Command.List>
		</Command.Dialog>
	);
}
