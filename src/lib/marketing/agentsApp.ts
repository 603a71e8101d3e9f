/**
 * What the professionals' app does today: the panel of a professional account, installable from
 * the browser (lib/site/webManifest.ts). Only what exists: the shareable forms a client signs,
 * the notice when one arrives, «Mis clientes» with a status and notes, the tools. Tracking each
 * file's documents, appraisal, offer and signature is not built yet and is not promised.
 */
export const agentsAppFeatures: readonly string[] = [
	'Formularios para tus clientes: los rellenan y firman su consentimiento desde el móvil',
	'Un aviso en tu panel en cuanto un cliente te envía el suyo',
	'«Mis clientes»: el estado y tus notas de cada uno',
	'El simulador y la valoración para enseñar números a tus clientes',
];
