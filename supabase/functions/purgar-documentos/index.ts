// Dominio: vault
/**
 * Supabase Edge Function «purgar-documentos»: the vault's retention job. pg_cron calls it daily
 * (supabase/cron/purgar-documentos.sql) with the service-role key; it deletes the files of
 * applications closed more than 12 months ago and of deleted accounts.
 */
import { purgeDocuments } from '../_shared/purgeDocuments.ts';

// Deno's globals, declared here so the project's TypeScript (Node) checks this file too.
declare const Deno: {
	env: { get(name: string): string | undefined };
	serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

const json = (status: number, body: unknown) =>
	new Response(JSON.stringify(body), {
		status,
		headers: { 'content-type': 'application/json; charset=utf-8' },
	});

Deno.serve(async (req) => {
	const url = Deno.env.get('SUPABASE_URL');
	const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
	if (!url || !key) return json(503, { error: 'Faltan SUPABASE_URL o la clave de servicio.' });
	if (req.headers.get('authorization') !== `Bearer ${key}`)
		return json(401, { error: 'Solo el programador de tareas puede llamar a esta función.' });
	return json(200, { deleted: await purgeDocuments(url, key) });
});
