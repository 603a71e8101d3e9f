/**
 * Supabase Edge Function «asistente-ia»: writes the assistant's answer with an
 * OpenAI-compatible model from the passages the browser found. Configure it with secrets
 * (`supabase secrets set AI_PROVIDER_URL=… AI_PROVIDER_KEY=… AI_PROVIDER_MODEL=…`) and build
 * the site with PUBLIC_AI_PROVIDER=1. Without the secrets it answers 503 and the browser's
 * offline engine answers instead.
 */
import {
	parseAssistantRequest,
	providerConfigFrom,
	writeAnswer,
} from '../_shared/assistantAnswer.ts';

// Deno's globals, declared here so the project's TypeScript (Node) checks this file too.
declare const Deno: {
	env: { get(name: string): string | undefined };
	serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

const cors = {
	'access-control-allow-origin': '*',
	'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
	'access-control-allow-methods': 'POST, OPTIONS',
};

const json = (status: number, body: unknown) =>
	new Response(JSON.stringify(body), {
		status,
		headers: { ...cors, 'content-type': 'application/json; charset=utf-8' },
	});

Deno.serve(async (req) => {
	if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
	if (req.method !== 'POST') return json(405, { error: 'Usa POST.' });
	const config = providerConfigFrom((name) => Deno.env.get(name));
	if (!config) return json(503, { error: 'El asistente en línea no está configurado.' });
	const request = parseAssistantRequest(await req.json().catch(() => undefined));
	if (!request) return json(400, { error: 'Petición no válida.' });
	try {
		return json(200, await writeAnswer(config, request));
	} catch {
		return json(502, { error: 'El proveedor no responde.' });
	}
});
