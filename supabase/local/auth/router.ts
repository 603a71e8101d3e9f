import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, bearer, clientIp, readJson, send } from '../http.ts';
import { handleAdmin } from './admin.ts';
import { AuthError, apiVersionHeaders, sendAuthError } from './errors.ts';
import { handleAccount } from './account.ts';
import type { AuthDeps, AuthReply, AuthRequest } from './types.ts';
import { handleVerify } from './verify.ts';

/** Serves /auth/v1/*: GoTrue's endpoints that supabase-js calls, with its error shape. */
export async function handleAuth(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	deps: AuthDeps,
) {
	try {
		let body: unknown = {};
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			try {
				body = (await readJson(req, deps.config.maxBodyBytes)) ?? {};
			} catch (error) {
				if (error instanceof BodyError && error.status === 413) {
					throw new AuthError(413, 'request_too_large', error.message);
				}
				throw new AuthError(
					400,
					'bad_json',
					`Could not parse request body as JSON: ${(error as Error).message}`,
				);
			}
			if (typeof body !== 'object' || body === null || Array.isArray(body)) {
				throw new AuthError(
					400,
					'bad_json',
					'Could not parse request body as JSON: expected an object',
				);
			}
		}
		const request: AuthRequest = {
			req,
			url,
			path: url.pathname.replace(/^\/auth\/v1/, '') || '/',
			body: body as Record<string, unknown>,
			token: bearer(req),
			ip: clientIp(req, deps.config.trustedProxies),
		};
		const reply =
			(await handleAccount(request, deps)) ??
			(await handleVerify(request, deps)) ??
			(await handleAdmin(request, deps)) ??
			misc(request, deps);
		if (reply.location) {
			res.writeHead(reply.status, { Location: reply.location, ...apiVersionHeaders });
			res.end();
			return;
		}
		send(req, res, reply.status, reply.body, apiVersionHeaders);
	} catch (error) {
		if (error instanceof AuthError) {
			sendAuthError(req, res, error);
			return;
		}
		if (!deps.config.quiet) console.error('auth error', error);
		sendAuthError(
			req,
			res,
			new AuthError(
				500,
				'unexpected_failure',
				'Unexpected failure, please check server logs for more information',
			),
		);
	}
}

function misc(r: AuthRequest, deps: AuthDeps): AuthReply {
	if (r.path === '/health')
		return { status: 200, body: { version: 'local', name: 'GoTrue', description: 'local' } };
	if (r.path === '/settings') {
		return {
			status: 200,
			body: {
				external: { email: true, phone: false },
				disable_signup: false,
				mailer_autoconfirm: false,
				phone_autoconfirm: false,
				sms_provider: '',
				saml_enabled: false,
			},
		};
	}
	void deps;
	throw new AuthError(404, 'not_found', 'Not Found');
}
