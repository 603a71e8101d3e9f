/** States of an application: the `status` check of application_progress, verbatim. */
export const applicationStatusIds = ['en_curso', 'aprobada', 'firmada', 'cancelada'] as const;
export type ApplicationStatus = (typeof applicationStatusIds)[number];
