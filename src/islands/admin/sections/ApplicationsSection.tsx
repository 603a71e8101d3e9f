import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { adminErrorMessage, moveToStep, personName } from '~/lib/admin/admin.ts';
import { applicationStatuses } from '~/lib/dashboard/progress.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { processSteps } from '~/lib/marketing/process.ts';
import type { ApplicationRow } from '~/lib/supabase/admin.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { $applications, refresh } from '~/stores/admin.ts';
import { portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';

const selectClass = 'rounded-lg border border-line bg-bg px-2 py-1 text-fg';

async function save(
	row: Pick<ApplicationRow, 'user_id' | 'current_step' | 'completed_steps' | 'status'>,
	done: string,
) {
	try {
		const { saveApplication } = await import('~/lib/supabase/admin.ts');
		await saveApplication(await portalClient(), row);
		toast({ title: done, description: 'La persona lo verá en su panel y recibirá un aviso.' });
	} catch (error) {
		toast({
			title: 'No se pudo guardar',
			description: adminErrorMessage(error),
			variant: 'destructive',
		});
	}
	refresh($applications);
}

/** Applicants through the 6 steps: move the step or the state; the applicant is notified. */
export default function ApplicationsSection() {
	const list = useStore($applications);
	const [email, setEmail] = useState('');
	const [problem, setProblem] = useState<string>();

	const open = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const wanted = email.trim().toLowerCase();
		if (!wanted.includes('@')) return setProblem('Escribe el email de la persona');
		try {
			const { listUsers } = await import('~/lib/supabase/admin.ts');
			const found = (await listUsers(await portalClient(), { search: wanted, limit: 5 })).find(
				(u) => u.email?.toLowerCase() === wanted,
			);
			if (!found) return setProblem('No hay ninguna persona con ese email');
			setProblem(undefined);
			setEmail('');
			await save({ user_id: found.id, ...moveToStep(null, 1) }, 'Solicitud abierta en el paso 1');
		} catch (error) {
			setProblem(adminErrorMessage(error));
		}
	};

	return (
		<div className="space-y-6">
			<form noValidate onSubmit={(e) => void open(e)} className="flex flex-wrap items-end gap-4">
				<div className="min-w-64 flex-1">
					<label htmlFor="solicitud-email" className="block text-sm font-medium">
						Abrir la solicitud de (email)
					</label>
					<input
						id="solicitud-email"
						type="email"
						value={email}
						onChange={(e) => setEmail(e.target.value)}
						aria-invalid={problem ? true : undefined}
						aria-describedby={problem ? 'solicitud-email-error' : undefined}
						className="mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg"
					/>
					{problem && (
						<p id="solicitud-email-error" className="mt-1 text-sm font-medium text-danger">
							{problem}
						</p>
					)}
				</div>
				<button type="submit" className="btn btn-outline">
					Abrir solicitud
				</button>
			</form>
			<QueryView
				value={list}
				retry={() => $applications.invalidate()}
				isEmpty={(d) => d.applications.length === 0}
				empty="Todavía no hay solicitudes abiertas."
			>
				{({ applications, people }) => (
					<ScrollRegion label="Tabla: Solicitudes">
						<table className="w-full text-sm">
							<thead>
								<tr className="text-left">
									<th scope="col" className="p-2">
										Cliente
									</th>
									<th scope="col" className="p-2">
										Paso
									</th>
									<th scope="col" className="p-2">
										Estado
									</th>
									<th scope="col" className="p-2">
										Último cambio
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-line">
								{applications.map((a) => {
									const name = personName(people[a.user_id], a.user_id);
									return (
										<tr key={a.user_id} data-testid="solicitud-admin">
											<th scope="row" className="p-2 text-left font-medium">
												{name}
												<span className="block text-xs font-normal text-muted">
													{people[a.user_id]?.email}
												</span>
											</th>
											<td className="p-2">
												<label className="sr-only" htmlFor={`paso-${a.user_id}`}>
													Paso de {name}
												</label>
												<select
													id={`paso-${a.user_id}`}
													value={a.current_step}
													className={selectClass}
													onChange={(e) =>
														void save(
															{ user_id: a.user_id, ...moveToStep(a, Number(e.target.value)) },
															`${name}: paso ${e.target.value} de 6`,
														)
													}
												>
													{processSteps.map((step, i) => (
														<option key={step.title} value={i + 1}>
															{i + 1}. {step.title}
														</option>
													))}
												</select>
											</td>
											<td className="p-2">
												<label className="sr-only" htmlFor={`estado-${a.user_id}`}>
													Estado de la solicitud de {name}
												</label>
												<select
													id={`estado-${a.user_id}`}
													value={a.status}
													className={selectClass}
													onChange={(e) =>
														void save(
															{
																user_id: a.user_id,
																current_step: a.current_step,
																completed_steps: a.completed_steps,
																status: e.target.value,
															},
															`${name}: ${applicationStatuses[e.target.value] ?? e.target.value}`,
														)
													}
												>
													{Object.entries(applicationStatuses).map(([value, label]) => (
														<option key={value} value={value}>
															{label}
														</option>
													))}
												</select>
											</td>
											<td className="p-2 whitespace-nowrap">{formatDateTime(a.updated_at)}</td>
										</tr>
									);
								})}
							</tbody>
						</table>
					</ScrollRegion>
				)}
			</QueryView>
		</div>
	);
}
