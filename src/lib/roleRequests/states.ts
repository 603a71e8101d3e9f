/** The states of a request: the role_change_requests `status` check, in its order. */
export const roleRequestStatusValues = ['pendiente', 'aprobada', 'rechazada'] as const;
export type RoleRequestStatus = (typeof roleRequestStatusValues)[number];
