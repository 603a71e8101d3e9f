import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import {
	adminErrorMessage,
	aiResponseLimits,
	checkAiResponse,
	preview,
} from '~/lib/admin/admin.ts';
import { formatDateTime, formatNumber } from '~/lib/format/index.ts';
import type { AiCacheRow } from '~/lib/supabase/admin.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $aiCache, $aiFilter, refresh, setFilter } from '~/stores/admin.ts';
import { portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';

/** One cached answer: its text, hits and dates; edit or delete it. */
function Entry({ row }: { row: AiCacheRow }) {
	const [editing, setEditing] = useState(false);
	const [text, setText] = useState(row.response);
	const [error, setError] = useState<string>();
	const id = `ia-${row.question_hash.slice(0, 12)}`;

	const save = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const checked = checkAiResponse(text);
		if (!checked.ok) return setError(checked.message);
		setError(undefined);
		try {
			const { updateAiCache } = await import('~/lib/supabase/admin.ts');
			await updateAiCache(await portalClient(), row.question_hash, checked.response);
			toast({ title: 'Respuesta guardada' });
			setEditing(false);
		} catch (e) {
			toast({
				title: 'No se pudo guardar',
				description: adminErrorMessage(e),
				variant: 'destructive',
			});
		}
		refresh($aiCache);
	};

	const remove = async () => {
		if (!window.confirm('¿Borrar esta respuesta guardada? El asistente la volverá a generar.'))
			return;
		try {
			const { deleteAiCache } = await import('~/lib/supabase/admin.ts');
			await deleteAiCache(await portalClient(), row.question_hash);
			toast({ title: 'Respuesta borrada' });
		} catch (e) {
			toast({
				title: 'No se pudo borrar',
				description: adminErrorMessage(e),
				variant: 'destructive',
			});
		}
		refresh($aiCache);
	};

	return (
		<li className="rounded-lg border border-line p-4" data-testid="respuesta-ia">
			<p className="text-xs text-muted">
				{formatNumber(row.hit_count)} {row.hit_count === 1 ? 'uso' : 'usos'} · actualizada el{' '}
				{formatDateTime(row.updated_at)} · clave {row.question_hash.slice(0, 12)}…
			</p>
			{editing ? (
				<form noValidate onSubmit={(e) => void save(e)} className="mt-2 space-y-2">
					<label htmlFor={id} className="block text-sm font-medium">
						Texto de la respuesta
					</label>
					<textarea
						id={id}
						rows={6}
						value={text}
						maxLength={aiResponseLimits.max}
						onChange={(e) => setText(e.target.value)}
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? `${id}-error` : undefined}
						className="w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg"
					/>
					{error && (
						<p id={`${id}-error`} className="text-sm font-medium text-danger">
							{error}
						</p>
					)}
					<div className="flex gap-2">
						<button type="submit" className="btn btn-primary">
							Guardar
						</button>
						<button
							type="button"
							className="btn btn-outline"
							onClick={() => {
								setText(row.response);
								setEditing(false);
							}}
						>
							Cancelar
						</button>
					</div>
				</form>
			) : (
				<>
					<p className="mt-2 break-words">{preview(row.response, 300)}</p>
					<div className="mt-3 flex gap-2">
						<button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
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
	return (
		<div className="space-y-6">
			<form
				role="search"
				className="flex flex-wrap items-end gap-4"
				onSubmit={(e) => {
					e.preventDefault();
					setFilter(
						$aiFilter,
						search.trim() ? new URLSearchParams({ q: search.trim() }).toString() : '',
						$aiCache,
					);
				}}
			>
				<div className="min-w-64 flex-1">
					<label htmlFor="ia-buscar" className="block text-sm font-medium">
						Buscar en las respuestas
					</label>
					<input
						id="ia-buscar"
						type="search"
						value={search}
						maxLength={200}
						onChange={(e) => setSearch(e.target.value)}
						className="mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg"
					/>
				</div>
				<button type="submit" className="btn btn-primary">
					Buscar
				</button>
			</form>
			<QueryView
				value={cache}
				retry={() => $aiCache.invalidate()}
				isEmpty={(d) => d.length === 0}
				empty="No hay respuestas guardadas."
			>
				{(rows) => (
					<ul className="space-y-3">
						{rows.map((row) => (
							<Entry key={`${row.question_hash}-${row.updated_at}`} row={row} />
						))}
					</ul>
				)}
			</QueryView>
		</div>
	);
}
