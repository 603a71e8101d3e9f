import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { personName, resultsText } from '~/lib/admin/admin.ts';
import { moveToStep } from '~/lib/application/steps.ts';
import { applicationStatuses } from '~/lib/application/progress.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { processSteps } from '~/lib/marketing/process.ts';
import type { ApplicationRow } from '~/lib/supabase/applicationAdmin.ts';
import type { PersonRow } from '~/lib/supabase/admin.ts';
import { DataTable, type Column } from '~/islands/shared/ui/DataTable.tsx';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { SaveSelect } from '~/islands/shared/ui/SaveSelect.tsx';
import { StatusLine, useStatusLine } from '~/islands/shared/ui/StatusLine.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $applications, openApplication, saveProgress } from '~/stores/applicationAdmin.ts';

const stepOptions = processSteps.map((step, i) => ({
	value: String(i + 1),
	label: `${i + 1}. ${step.title}`,
}));
const statusOptions = Object.entries(applicationStatuses).map(([value, label]) => ({
	value,
	label,
}));

/** Applicants through the 6 steps: move the step or the state; the applicant is notified. */
export default function ApplicationsSection() {
	const list = useStore($applications);
	const [email, setEmail] = useState('');
	const [problem, setProblem] = useState<string>();
	const { announce, status } = useStatusLine();

	const open = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const result = await openApplication(email);
		if (!result.ok) {
			setProblem(result.message);
			document.getElementById('solicitud-email')?.focus();
			return;
		}
		setProblem(undefined);
		setEmail('');
		announce(result);
	};

	const columns = (people: Record<string, PersonRow>): Column<ApplicationRow>[] => {
		const nameOf = (a: ApplicationRow) => personName(people[a.user_id], a.user_id);
		return [
			{
				key: 'cliente',
				header: 'Cliente',
				rowHeader: true,
				cell: (a) => (
					<>
						{nameOf(a)}
						<span className="block text-xs font-normal break-all text-muted">
							{people[a.user_id]?.email}
						</span>
					</>
				),
			},
			{
				key: 'paso',
				header: 'Paso',
				cell: (a) => (
					<SaveSelect
						compact
						id={`paso-${a.user_id}`}
						label={`Paso de ${nameOf(a)}`}
						value={String(a.current_step)}
						options={stepOptions}
						onSave={async (step) =>
							announce(
								await saveProgress(
									{ user_id: a.user_id, ...moveToStep(a, Number(step)) },
									`${nameOf(a)}: paso ${step} de 6`,
								),
							)
						}
					/>
				),
			},
			{
				key: 'estado',
				header: 'Estado',
				cell: (a) => (
					<SaveSelect
						compact
						id={`estado-${a.user_id}`}
						label={`Estado de la solicitud de ${nameOf(a)}`}
						value={a.status}
						options={statusOptions}
						onSave={async (next) =>
							announce(
								await saveProgress(
									{
										user_id: a.user_id,
										current_step: a.current_step,
										completed_steps: a.completed_steps,
										status: next,
									},
									`${nameOf(a)}: ${applicationStatuses[next] ?? next}`,
								),
							)
						}
					/>
				),
			},
			{
				key: 'cambio',
				header: 'Último cambio',
				className: 'whitespace-nowrap',
				cell: (a) => formatDateTime(a.updated_at),
			},
		];
	};

	return (
		<div className="space-y-6">
			<form noValidate onSubmit={(e) => void open(e)} className="flex flex-wrap items-end gap-4">
				<div className="min-w-0 flex-1 basis-64">
					<TextField
						id="solicitud-email"
						label="Abrir la solicitud de (email)"
						type="email"
						value={email}
						onChange={setEmail}
						error={problem}
					/>
				</div>
				<button type="submit" className="btn btn-outline">
					Abrir solicitud
				</button>
			</form>
			<StatusLine status={status} />
			<QueryView
				value={list}
				retry={() => $applications.invalidate()}
				isEmpty={(d) => d.applications.length === 0}
				empty="Todavía no hay solicitudes abiertas."
			>
				{({ applications, people }) => (
					<>
						<p className="text-sm text-muted">{resultsText(applications.length)}</p>
						<DataTable
							caption="Solicitudes"
							columns={columns(people)}
							rows={applications}
							rowKey={(a) => a.user_id}
							rowTestId="solicitud-admin"
							className="mt-2"
						/>
					</>
				)}
			</QueryView>
		</div>
	);
}
