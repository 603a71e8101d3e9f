import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { canRemoveAdmin, personName, resultsText } from '~/lib/admin/admin.ts';
import { userRoleLabels, userRoles, type UserRole } from '~/lib/auth/roles.ts';
import { formatDate } from '~/lib/format/index.ts';
import type { AdminUserRow } from '~/lib/supabase/admin.ts';
import { useConfirm, type ConfirmRequest } from '~/islands/shared/ui/ConfirmDialog.tsx';
import { DataTable, type Column } from '~/islands/shared/ui/DataTable.tsx';
import { filterInputClass } from '~/islands/shared/ui/DateRangeFields.tsx';
import { FilterBar } from '~/islands/shared/ui/FilterBar.tsx';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { SaveSelect } from '~/islands/shared/ui/SaveSelect.tsx';
import { StatusLine, useStatusLine, type Outcome } from '~/islands/shared/ui/StatusLine.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { setFilter } from '~/stores/shared/adminStore.ts';
import { $userFilter, $users, changeAdmin, changeRole } from '~/stores/admin.ts';
import type { SectionProps } from '~/islands/shared/sectionProps.ts';

const roleOptions = userRoles.map((role) => ({ value: role, label: userRoleLabels[role].label }));
/** The role filter: everyone, each profile role, or the admin team. */
const roleFilterOptions = [
	{ value: '', label: 'Todos' },
	...roleOptions,
	{ value: 'admin', label: 'Administración' },
];

/** The admin-flag cell: grant, remove (after a confirmation), or one's own flag as text. */
function AdminFlag({
	user,
	viewerId,
	done,
	confirm,
}: {
	user: AdminUserRow;
	viewerId: string;
	done: (outcome: Outcome) => void;
	confirm: (request: ConfirmRequest) => Promise<boolean>;
}) {
	const name = personName(user, user.id);
	if (user.is_admin && !canRemoveAdmin(viewerId, user))
		return <span>Administración (tu cuenta)</span>;
	const grant = !user.is_admin;
	const label = grant ? 'Hacer administrador' : 'Quitar administración';
	const ask = async () => {
		const yes = await confirm({
			title: grant
				? `¿Dar permisos de administración a ${name}?`
				: `¿Quitar los permisos de administración a ${name}?`,
			description: 'Se aplican cuando la persona vuelve a iniciar sesión o se renueva su sesión.',
			confirmLabel: label,
			danger: !grant,
		});
		if (yes) done(await changeAdmin(user, grant));
	};
	return (
		<button type="button" className="btn btn-outline" onClick={() => void ask()}>
			{label}
		</button>
	);
}

/** Users: search by email or name, filter by role, change the role and the admin flag. */
export default function UsersSection({ session }: SectionProps) {
	const users = useStore($users);
	const current = new URLSearchParams(useStore($userFilter));
	const [search, setSearch] = useState(current.get('q') ?? '');
	const [role, setRole] = useState(current.get('role') ?? '');
	const { announce, status } = useStatusLine();
	const { dialog, confirm } = useConfirm();

	const apply = () => {
		const next = new URLSearchParams();
		if (search.trim()) next.set('q', search.trim().slice(0, 100));
		if (role) next.set('role', role);
		setFilter($userFilter, next.toString(), $users);
	};

	const columns: Column<AdminUserRow>[] = [
		{
			key: 'persona',
			header: 'Persona',
			rowHeader: true,
			cell: (u) => (
				<>
					{personName(u, u.id)}
					{u.id === session.user.id && <span className="text-muted"> (tú)</span>}
				</>
			),
		},
		{
			key: 'email',
			header: 'Email',
			className: 'min-w-40 break-all',
			cell: (u) => u.email ?? '—',
		},
		{
			key: 'alta',
			header: 'Alta',
			className: 'whitespace-nowrap',
			cell: (u) => formatDate(new Date(u.created_at)),
		},
		{
			key: 'rol',
			header: 'Rol',
			cell: (u) => (
				<SaveSelect
					compact
					id={`rol-${u.id}`}
					label={`Rol de ${personName(u, u.id)}`}
					value={u.role as UserRole}
					options={roleOptions}
					onSave={async (next) => announce(await changeRole(u, next))}
				/>
			),
		},
		{
			key: 'admin',
			header: 'Administración',
			cell: (u) => (
				<AdminFlag user={u} viewerId={session.user.id} done={announce} confirm={confirm} />
			),
		},
	];

	return (
		<div className="space-y-6">
			<FilterBar
				label="Buscar personas"
				onSubmit={apply}
				submitLabel="Buscar"
				summary={users.data ? resultsText(users.data.length) : ''}
			>
				<div>
					<label htmlFor="usuarios-buscar" className="block text-sm font-medium">
						Buscar por email o nombre
					</label>
					<input
						id="usuarios-buscar"
						type="search"
						value={search}
						maxLength={100}
						onChange={(e) => setSearch(e.target.value)}
						className={filterInputClass}
					/>
				</div>
				<SelectField
					id="usuarios-rol"
					label="Rol"
					value={role}
					onChange={setRole}
					options={roleFilterOptions}
				/>
			</FilterBar>
			<p className="text-sm text-muted">
				Los permisos de administración se aplican cuando la persona vuelve a iniciar sesión o se
				renueva su sesión. Nadie puede quitarse sus propios permisos.
			</p>
			<StatusLine status={status} />
			{dialog}
			<QueryView
				value={users}
				retry={() => $users.invalidate()}
				isEmpty={(d) => d.length === 0}
				empty="Ninguna persona coincide con la búsqueda."
			>
				{(rows) => (
					<DataTable
						caption="Usuarios"
						columns={columns}
						rows={rows}
						rowKey={(u) => u.id}
						rowTestId="usuario-admin"
					/>
				)}
			</QueryView>
		</div>
	);
}
