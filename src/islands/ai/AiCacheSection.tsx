import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { resultsText } from '~/lib/admin/admin.ts';
import { aiResponseLimits, checkAiResponse, preview } from '~/lib/ai/cacheEntry.ts';
import { formatDateTime, formatNumber } from '~/lib/format/index.ts';
import type { AiCacheRow } from '~/lib/supabase/aiCache.ts';
import { useConfirm, type ConfirmRequest } from '~/islands/shared/ui/ConfirmDialog.tsx';
import { filterInputClass } from '~/islands/shared/ui/DateRangeFields.tsx';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { useEscape } from '~/islands/shared/ui/useEscape.ts';
import { FilterBar } from '~/islands/shared/ui/FilterBar.tsx';
import { StatusLine, useStatusLine, type Outcome } from '~/islands/shared/ui/StatusLine.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $aiCache, $aiFilter, deleteAiAnswer, saveAiAnswer } from '~/stores/aiCache.ts';
import { setFilter } from '~/stores/shared/adminStore.ts';

/** One cached answer: its text, hits and dates; edit or delete it. */
function Entry({
	row,
	done,
	confirm,
}: {
	row: AiCacheRow;
	done: (outcome: Outcome) => void;
	confirm: (request: ConfirmRequest) => Promise<boolean>;
}) {
	const [editing, setEditing] = useState(false);
	const [text, setText] = useState(row.response);
	const [error, setError] = useState<string>();
	const id = `ia-${row.question_hash.slice(0, 12)}`;
	const editButton = useRef<HTMLButtonElement>(null);
	const moved = useRef(false);
	// Focus follows the edit (issue 45): the text when it opens, «Editar» again when it closes.
	useEffect(() => {
		if (!moved.current) return;
		moved.current = false;
		if (editing) document.getElementById(id)?.focus();
		else editButton.current?.focus();
	}, [editing, id]);
	const edit = (open: boolean) => {
		moved.current = true;
		setEditing(open);
	};
	const cancel = () => {
		setText(row.response);
		setError(undefined);
		edit(false);
	};
	const editForm = useEscape<HTMLFormElement>(editing, cancel);

	const save = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const checked = checkAiResponse(text);
		if (!checked.ok) {
			setError(checked.message);
			document.getElementById(id)?.focus();
			return;
		}
		setError(undefined);
		const result = await saveAiAnswer(row.question_hash, text);
		if (result.ok) edit(false);
		done(result);
	};

	const remove = async () => {
		const yes = await confirm({
			title: '¿Borrar esta respuesta guardada?',
			description: 'El asistente la volverá a generar la próxima vez que alguien lo pregunte.',
			confirmLabel: 'Borrar',
			danger: true,
		});
		if (!yes) return;
		done(await deleteAiAnswer(row.question_hash));
	};

	return (
		<li className="rounded-lg border border-line p-4" data-testid="respuesta-ia">
			<p className="text-xs text-muted">
				{formatNumber(row.hit_count)} {row.hit_count === 1 ? 'uso' : 'usos'} · actualizada el{' '}
				{formatDateTime(row.updated_at)} · clave {row.question_hash.slice(0, 12)}…
			</p>
			{editing ? (
				<form noValidate onSubmit={(e) => void save(e)} ref={editForm} className="mt-2 space-y-2">
					<TextField
						id={id}
						label="Texto de la respuesta"
						multiline
						value={text}
						onChange={setText}
						error={error}
						maxLength={aiResponseLimits.max}
					/>
					<div className="flex gap-2">
						<button type="submit" className="btn btn-primary">
							Guardar
						</button>
						<button type="button" className="btn btn-outline" onClick={cancel}>
							Cancelar
						</button>
					</div>
				</form>
			) : (
				<>
					<p className="mt-2 break-words">{preview(row.response, 300)}</p>
					<div className="mt-3 flex gap-2">
						<button
							type="button"
							ref={editButton}
							className="btn btn-outline"
							onClick={() => edit(true)}
						>
							Editar
						</button>
						<button type="button" className="btn btn-outline" onClick={() => void remove()}>
							Borrar
						</button>
					</div>
				</>
			)}
		</li>
	);
}

/** The assistant's cached answers, most used first: see, correct or delete them. */
export default function AiCacheSection() {
	const cache = useStore($aiCache);
	const [search, setSearch] = useState(new URLSearchParams($aiFilter.get()).get('q') ?? '');
	const { announce, status } = useStatusLine();
	const { dialog, confirm } = useConfirm();
	const apply = () =>
		setFilter(
			$aiFilter,
			search.trim() ? new URLSearchParams({ q: search.trim() }).toString() : '',
			$aiCache,
		);
	return (
		<div className="space-y-6">
			<FilterBar
				label="Buscar respuestas"
				onSubmit={apply}
				submitLabel="Buscar"
				summary={cache.data ? resultsText(cache.data.length) : ''}
			>
				<div>
					<label htmlFor="ia-buscar" className="block text-sm font-medium">
						Buscar en las respuestas
					</label>
					<input
						id="ia-buscar"
						type="search"
						value={search}
						maxLength={200}
						onChange={(e) => setSearch(e.target.value)}
						className={filterInputClass}
					/>
				</div>
			</FilterBar>
			<StatusLine status={status} />
			{dialog}
			<QueryView
				value={cache}
				retry={() => $aiCache.invalidate()}
				isEmpty={(d) => d.length === 0}
				empty="No hay respuestas guardadas."
			>
				{(rows) => (
					<ul className="space-y-3">
						{rows.map((row) => (
							<Entry
								key={`${row.question_hash}-${row.updated_at}`}
								row={row}
								done={announce}
								confirm={confirm}
							/>
						))}
					</ul>
				)}
			</QueryView>
		</div>
	);
}
