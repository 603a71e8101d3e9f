import type { IncomingMessage, ServerResponse } from 'node:http';
import {
	parseAssistantRequest,
	providerConfigFrom,
	writeAnswer,
} from '../functions/_shared/assistantAnswer.ts';
import { BodyError, readJson, send } from './http.ts';

/**
 * /functions/v1/<name>: the Edge Functions of supabase/functions served locally. Only
 * «asistente-ia» exists; it runs when AI_PROVIDER_URL, AI_PROVIDER_KEY and AI_PROVIDER_MODEL
 * are set in the server's environment, and answers 503 otherwise (as the deployed one does).
 */
export async function handleFunctions(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	maxBodyBytes: number,
	env: (name: string) => string | undefined = (name) => process.env[name],
): Promise<void> {
	if (url.pathname !== '/functions/v1/asistente-ia') {
		send(req, res, 404, { error: 'Función no encontrada.' });
		return;
	}
	if (req.method !== 'POST') {
		send(req, res, 405, { error: 'Usa POST.' });
		return;
	}
	const config = providerConfigFrom(env);
	if (!config) {
		send(req, res, 503, { error: 'El asistente en línea no está configurado.' });
		return;
	}
	let body: unknown;
	try {
		body = await readJson(req, maxBodyBytes);
	} catch (error) {
		if (!(error instanceof BodyError)) throw error;
		send(req, res, 400, { error: 'Petición no válida.' });
		return;
	}
	const request = parseAssistantRequest(body);
	if (!request) {
		send(req, res, 400, { error: 'Petición no válida.' });
		return;
	}
	try {
		send(req, res, 200, await writeAnswer(config, request));
	} catch {
		send(req, res, 502, { error: 'El proveedor no responde.' });
	}
}
