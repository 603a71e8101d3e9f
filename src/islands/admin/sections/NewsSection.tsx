import { useEffect, useState } from 'react';
import { categoryName } from '~/lib/content/blogData.ts';
import { adminErrorMessage } from '~/lib/admin/admin.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';

const statuses: Record<string, string> = {
	borrador: 'Borrador',
	revision: 'En revisión',
	publicado: 'Publicado',
};

interface DraftRow {
	id: string;
	title: string;
	slug: string;
	status: string;
	category: string | null;
	updated_at: string;
}

/** The news drafts (written in /generate-news-bulk): their state, and a link to write more. */
export default function NewsSection() {
	const [drafts, setDrafts] = useState<DraftRow[] | null>(null);
	const [failed, setFailed] = useState(false);

	const load = async () => {
		const { data, error } = await (
			await portalClient()
		)
			.from('news_drafts')
			.select('id, title, slug, status, category, updated_at')
			.order('updated_at', { ascending: false })
			.limit(100);
		setFailed(Boolean(error));
		if (!error) setDrafts(data);
	};
	useEffect(() => {
		void load();
	}, []);

	const setStatus = async (id: string, status: string) => {
		const { error } = await (
			await portalClient()
		)
			.from('news_drafts')
			.update({ status })
			.eq('id', id);
		if (error) {
			toast({
				title: 'No se pudo cambiar',
				description: adminErrorMessage(error),
				variant: 'destructive',
			});
		}
		await load();
	};

	return (
		<div className="space-y-4">
			<p>
				Los borradores se escriben y se exportan como MDX en{' '}
				<a href="/generate-news-bulk" className="text-primary underline">
					el generador de noticias
				</a>
				. Aquí ves su estado.
			</p>
			{failed && (
				<p role="alert" className="text-danger">
					No hemos podido cargar los borradores.{' '}
					<button type="button" className="underline" onClick={() => void load()}>
						Reintentar
					</button>
				</p>
			)}
			{drafts === null && !failed && (
				<p role="status" className="text-muted">
					Cargando…
				</p>
			)}
			{drafts?.length === 0 && <p className="text-muted">Todavía no hay borradores.</p>}
			{drafts && drafts.length > 0 && (
				<ScrollRegion label="Tabla: Borradores de noticias">
					<table className="w-full text-sm">
						<thead>
							<tr className="text-left">
								<th scope="col" className="p-2">
									Título
								</th>
								<th scope="col" className="p-2">
									Categoría
								</th>
								<th scope="col" className="p-2">
									Actualizado
								</th>
								<th scope="col" className="p-2">
									Estado
								</th>
							</tr>
						</thead>
						<tbody className="divide-y divide-line">
							{drafts.map((d) => (
								<tr key={d.id}>
									<th scope="row" className="p-2 text-left font-medium">
										{d.title}
									</th>
									<td className="p-2">{d.category ? categoryName(d.category) : '—'}</td>
									<td className="p-2 whitespace-nowrap">{formatDateTime(d.updated_at)}</td>
									<td className="p-2">
										<label className="sr-only" htmlFor={`borrador-${d.id}`}>
											Estado de «{d.title}»
										</label>
										<select
											id={`borrador-${d.id}`}
											value={d.status}
											onChange={(e) => void setStatus(d.id, e.target.value)}
											className="rounded-lg border border-line bg-bg px-2 py-1 text-fg"
										>
											{Object.entries(statuses).map(([value, label]) => (
												<option key={value} value={value}>
													{label}
												</option>
											))}
										</select>
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</ScrollRegion>
			)}
		</div>
	);
}
