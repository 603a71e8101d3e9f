import { useStore } from '@nanostores/react';
import { Command } from 'cmdk';
import { useEffect, useMemo, useRef, useState } from 'react';
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

	const total = groups.reduce((n, g) => n + g.items.length, 0) + articles.length;
	const searching = query.trim().length >= 2 && index.status !== 'ready';
	/** What a screen reader hears after each keystroke (the list itself is not a live region). */
	const status = !query.trim()
		? ''
		: total > 0
			? ui.palette.results(total)
			: searching && index.status === 'loading'
				? ui.palette.loadingArticles
				: ui.search.empty;

	const go = (path: string) => {
		hidePalette({ restoreFocus: false });
		window.location.assign(path);
	};
	const close = () => {
		hidePalette();
		setQuery('');
	};

	// A native modal <dialog>: the page behind becomes inert for the keyboard and for assistive
	// technology (the top layer), Escape arrives as `cancel`, a click on the backdrop lands on
	// the <dialog> itself.
	const dialogRef = useRef<HTMLDialogElement>(null);
	const inputRef = useRef<HTMLInputElement>(null);
	useEffect(() => {
		const dialog = dialogRef.current;
		if (!dialog) return;
		// showModal() would focus cmdk's root (tabindex -1): the search field takes it instead.
		if (open && !dialog.open) {
			dialog.showModal();
			inputRef.current?.focus();
		}
		if (!open && dialog.open) dialog.close();
	}, [open]);
	// A click on the backdrop (outside the box) closes it, as Escape does for the keyboard.
	useEffect(() => {
		const dialog = dialogRef.current;
		const onClick = (event: MouseEvent) => {
			if (event.target === dialog) close();
		};
		dialog?.addEventListener('click', onClick);
		return () => dialog?.removeEventListener('click', onClick);
	});
	// The SPEC's placeholder names the shortcut; on a touch screen there is no keyboard to press.
	const [placeholder] = useState(() =>
		window.matchMedia('(hover: hover) and (pointer: fine)').matches
			? ui.search.placeholder
			: ui.search.placeholderTouch,
	);

	return (
		<dialog
			ref={dialogRef}
			aria-modal="true"
			aria-label={ui.palette.label}
			data-palette-dialog=""
			onCancel={(event) => {
				event.preventDefault();
				close();
			}}
			className="fixed top-[8vh] left-1/2 m-0 w-[min(42rem,calc(100vw-1.5rem))] max-w-none -translate-x-1/2 overflow-hidden rounded-card border border-line bg-bg p-0 text-fg shadow-2xl backdrop:bg-black/50"
		>
			{open && (
				<Command
					label={ui.palette.label}
					shouldFilter={false}
					loop
					className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-muted [&_[cmdk-group-heading]]:uppercase"
				>
					<Command.Input
						ref={inputRef}
						value={query}
						onValueChange={setQuery}
						placeholder={placeholder}
						aria-label={ui.search.label}
						className="w-full border-b border-line bg-bg px-4 py-3.5 text-base text-fg placeholder:text-muted focus:outline-2 focus:-outline-offset-2 focus:outline-primary"
					/>
					<p className="sr-only" role="status">
						{status}
					</p>
					{/* With no results the listbox (which must hold options) is hidden and the empty text
					    stands beside it (issue 45: axe's aria-required-children). */}
					{total === 0 && !searching && (
						<p cmdk-empty="" className="px-3 py-6 text-center text-muted">
							{ui.search.empty}
						</p>
					)}
					<Command.List
						label={ui.palette.listLabel}
						hidden={total === 0 && !searching}
						className="max-h-[min(65vh,32rem)] overflow-y-auto overscroll-contain p-2"
					>
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
						{searching && (
							<p className="px-3 py-2 text-sm text-muted">
								{index.status === 'loading' ? ui.palette.loadingArticles : ui.palette.articlesError}
							</p>
						)}
					</Command.List>
				</Command>
			)}
		</dialog>
	);
}
