import { filterInputClass } from '~/islands/shared/ui/DateRangeFields.tsx';
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { adminErrorMessage, canRemoveAdmin, personName } from '~/lib/admin/admin.ts';
import { userRoleLabels, userRoles } from '~/lib/auth/schemas.ts';
import { formatDate } from '~/lib/format/index.ts';
import type { AdminUserRow } from '~/lib/supabase/admin.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { $userFilter, $users, refresh, setFilter } from '~/stores/admin.ts';
import { portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';
import type { SectionProps } from './types.ts';

const roleOptions = userRoles.map((role) => ({ value: role, label: userRoleLabels[role].label }));
const inputClass = filterInputClass;

/** Users: search by email or name, filter by role, change the role and the admin flag. */
export default function UsersSection({ session }: SectionProps) {
	const users = useStore($users);
	const current = new URLSearchParams(useStore($userFilter));
	const [search, setSearch] = useState(current.get('q') ?? '');
	const [role, setRole] = useState(current.get('role') ?? '');

	const apply = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const next = new URLSearchParams();
		if (search.trim()) next.set('q', search.trim().slice(0, 100));
		if (role) next.set('role', role);
		setFilter($userFilter, next.toString(), $users);
	};

	const run = async (what: string, change: () => Promise<void>) => {
		try {
			await change();
			toast({ title: what });
		} catch (error) {
			toast({
				title: 'No se pudo cambiar',
				description: adminErrorMessage(error),
				variant: 'destructive',
			});
		}
		refresh($users);
	};

	const changeRole = (user: AdminUserRow, next: string) =>
		run(
			`Rol de ${personName(user, user.id)}: ${userRoleLabels[next as 'particular']?.label ?? next}`,
			async () => {
				const { setProfileRole } = await import('~/lib/supabase/admin.ts');
				await setProfileRole(await portalClient(), user.id, next);
			},
		);

	const changeAdmin = (user: AdminUserRow, admin: boolean) =>
		run(
			admin ? 'Permisos de administración concedidos' : 'Permisos de administración retirados',
			async () => {
				const { setAdminFlag } = await import('~/lib/supabase/admin.ts');
				await setAdminFlag(await portalClient(), user.id, admin);
			},
		);

	return (
		<div className="space-y-6">
			<form role="search" onSubmit={apply} className="flex flex-wrap items-end gap-4">
				<div className="min-w-56 flex-1">
					<label htmlFor="usuarios-buscar" className="block text-sm font-medium">
						Buscar por email o nombre
					</label>
					<input
						id="usuarios-buscar"
						type="search"
						value={search}
						maxLength={100}
						onChange={(e) => setSearch(e.target.value)}
						className={inputClass}
					/>
				</div>
				<div>
					<label htmlFor="usuarios-rol" className="block text-sm font-medium">
						Rol
					</label>
					<select
						id="usuarios-rol"
						value={role}
						onChange={(e) => setRole(e.target.value)}
						className={inputClass}
					>
						<option value="">Todos</option>
						{roleOptions.map((o) => (
							<option key={o.value} value={o.value}>
								{o.label}
							</option>
						))}
						<option value="admin">Administración</option>
					</select>
				</div>
				<button type="submit" className="btn btn-primary">
					Buscar
				</button>
			</form>
			<p className="text-sm text-muted">
				Los permisos de administración se aplican cuando la persona vuelve a iniciar sesión o se
				renueva su sesión. Nadie puede quitarse sus propios permisos.
			</p>
			<QueryView
				value={users}
				retry={() => $users.invalidate()}
				isEmpty={(d) => d.length === 0}
				empty="Ninguna persona coincide con la búsqueda."
			>
				{(rows) => (
					<ScrollRegion label="Tabla: Usuarios">
						<table className="w-full text-sm">
							<thead>
								<tr className="text-left">
									<th scope="col" className="p-2">
										Persona
									</th>
									<th scope="col" className="p-2">
										Email
									</th>
									<th scope="col" className="p-2">
										Alta
									</th>
									<th scope="col" className="p-2">
										Rol
									</th>
									<th scope="col" className="p-2">
										Administración
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-line">
								{rows.map((u) => {
									const name = personName(u, u.id);
									const self = u.id === session.user.id;
									return (
										<tr key={u.id} data-testid="usuario-admin">
											<th scope="row" className="p-2 text-left font-medium">
												{name}
												{self && <span className="text-muted"> (tú)</span>}
											</th>
											<td className="p-2 break-all">{u.email ?? '—'}</td>
											<td className="p-2 whitespace-nowrap">
												{formatDate(new Date(u.created_at))}
											</td>
											<td className="p-2">
												<label className="sr-only" htmlFor={`rol-${u.id}`}>
													Rol de {name}
												</label>
												<select
													id={`rol-${u.id}`}
													value={u.role}
													onChange={(e) => void changeRole(u, e.target.value)}
													className="rounded-lg border border-line bg-bg px-2 py-1 text-fg"
												>
													{roleOptions.map((o) => (
														<option key={o.value} value={o.value}>
															{o.label}
														</option>
													))}
												</select>
											</td>
											<td className="p-2">
												{u.is_admin ? (
													canRemoveAdmin(session.user.id, u) ? (
														<button
															type="button"
															className="btn btn-outline"
															onClick={() => {
																if (
																	window.confirm(
																		`¿Quitar los permisos de administración a ${name}?`,
																	)
																)
																	void changeAdmin(u, false);
															}}
														>
															Quitar administración
														</button>
													) : (
														<span>Administración (tu cuenta)</span>
													)
												) : (
													<button
														type="button"
														className="btn btn-outline"
														onClick={() => {
															if (window.confirm(`¿Dar permisos de administración a ${name}?`))
																void changeAdmin(u, true);
														}}
													>
														Hacer administrador
													</button>
												)}
											</td>
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
