// Dominio: email
/**
 * Supabase Edge Function «enviar-emails»: sends the queued transactional emails
 * (public.email_outbox) through an HTTP email provider, with the same claim → send → mark steps
 * as the local backend's worker (supabase/functions/_shared/email/worker.ts). pg_cron calls it
 * every minute (README, «Producción»); it answers 401 to anyone without EMAIL_WORKER_SECRET.
 *
 * Secrets (`supabase secrets set …`): EMAIL_WORKER_SECRET, EMAIL_API_KEY, EMAIL_FROM,
 * SITE_URL, and optionally EMAIL_API_URL (Resend's API by default). SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY are provided by the platform.
 */
import { handleSendEmails } from '../_shared/email/edge.ts';

// Deno's globals, declared here so the project's TypeScript (Node) checks this file too.
declare const Deno: {
	env: { get(name: string): string | undefined };
	serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

Deno.serve((req) => handleSendEmails(req, (name) => Deno.env.get(name)));
