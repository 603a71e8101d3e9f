import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { personName, resultsText } from '~/lib/admin/admin.ts';
import { roleLabel } from '~/lib/auth/roles.ts';
import { roleRequestStatusLabels } from '~/lib/roleRequests/roleRequests.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import type { PersonRow } from '~/lib/supabase/admin.ts';
import type { RoleRequestRow } from '~/lib/supabase/roleRequests.ts';
import { roleRequestStatusValues, type RoleRequestStatus } from '~/lib/roleRequests/states.ts';
import { DataTable, type Column } from '~/islands/shared/ui/DataTable.tsx';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { FilterBar } from '~/islands/shared/ui/FilterBar.tsx';
import { StatusLine, useStatusLine, type Outcome } from '~/islands/shared/ui/StatusLine.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { setFilter } from '~/stores/shared/adminStore.ts';
import { $roleRequestFilter, $roleRequests, decideRoleRequest } from '~/stores/roleRequests.ts';

const statusOptions = roleRequestStatusValues.map((value) => ({
	value,
	label: roleRequestStatusLabels[value],
}));

/** The buttons of a pending request, or the decision of a decided one. */
function Decision({
	request,
	person,
	done,
}: {
	request: RoleRequestRow;
	person: PersonRow | undefined;
	done: (outcome: Outcome) => void;
}) {
	if (request.status !== 'pendiente') {
		return (
			<>
				{roleRequestStatusLabels[request.status as RoleRequestStatus]}
				{request.decided_at && (
					<span className="block text-xs text-muted">{formatDateTime(request.decided_at)}</span>
				)}
			</>
		);
	}
	const name = personName(person, request.user_id);
	return (
		<div className="flex flex-wrap gap-2">
			<button
				type="button"
				className="btn btn-primary px-3 py-1"
				aria-label={`Aprobar: ${name} pasa a ${roleLabel(request.to_role)}`}
				onClick={() => void decideRoleRequest(request, person, 'aprobada').then(done)}
			>
				Aprobar
			</button>
			<button
				type="button"
				className="btn btn-outline px-3 py-1"
				aria-label={`Rechazar la solicitud de ${name}`}
				onClick={() => void decideRoleRequest(request, person, 'rechazada').then(done)}
			>
				Rechazar
			</button>
		</div>
	);
}

/** «Cambios de rol»: the requests people sent from their profile; approve or reject them. */
export default function RoleRequestsSection() {
	const list = useStore($roleRequests);
	const [status, setStatus] = useState<string>(useStore($roleRequestFilter));
	const { announce, status: outcome } = useStatusLine();

	const columns = (people: Record<string, PersonRow>): Column<RoleRequestRow>[] => [
		{
			key: 'persona',
			header: 'Persona',
			rowHeader: true,
			cell: (r) => (
				<>
					{personName(people[r.user_id], r.user_id)}
					<span className="block text-xs font-normal break-all text-muted">
						{people[r.user_id]?.email}
					</span>
				</>
			),
		},
		{ key: 'actual', header: 'Rol actual', cell: (r) => roleLabel(r.from_role) },
		{ key: 'pedido', header: 'Rol pedido', cell: (r) => roleLabel(r.to_role) },
		{
			key: 'motivo',
			header: 'Motivo',
			className: 'max-w-80 break-words whitespace-pre-wrap',
			cell: (r) => r.reason ?? '—',
		},
		{
			key: 'fecha',
			header: 'Fecha',
			className: 'whitespace-nowrap',
			cell: (r) => formatDateTime(r.created_at),
		},
		{
			key: 'decision',
			header: 'Decisión',
			cell: (r) => <Decision request={r} person={people[r.user_id]} done={announce} />,
		},
	];

	return (
		<div className="space-y-6">
			<p className="text-sm text-muted">
				Cada persona elige su rol al registrarse y solo el equipo lo cambia. Al aprobar, su perfil
				cambia de rol y recibe un aviso; al rechazar, también se le avisa.
			</p>
			<FilterBar
				label="Filtrar solicitudes de cambio de rol"
				onSubmit={() => setFilter($roleRequestFilter, status, $roleRequests)}
				submitLabel="Filtrar"
				summary={list.data ? resultsText(list.data.requests.length) : ''}
			>
				<SelectField
					id="cambios-rol-estado"
					label="Estado"
					value={status}
					onChange={setStatus}
					options={statusOptions}
				/>
			</FilterBar>
			<StatusLine status={outcome} />
			<QueryView
				value={list}
				retry={() => $roleRequests.invalidate()}
				isEmpty={(d) => d.requests.length === 0}
				empty="No hay solicitudes en este estado."
			>
				{({ requests, people }) => (
					<DataTable
						caption="Cambios de rol"
						columns={columns(people)}
						rows={requests}
						rowKey={(r) => r.id}
						rowTestId="cambio-rol-admin"
					/>
				)}
			</QueryView>
		</div>
	);
}
