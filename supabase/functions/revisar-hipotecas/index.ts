// Dominio: loans
/**
 * Supabase Edge Function «revisar-hipotecas»: the daily job of «Mi hipoteca» (issue 50). pg_cron
 * calls it every morning (supabase/cron/revisar-hipotecas.sql) with the service-role key; it
 * queues the revision and improvement notices that are due, each once. See
 * supabase/functions/_shared/loanNotices.ts.
 */
import { handleLoanReview } from '../_shared/loanNotices.ts';

// Deno's globals, declared here so the project's TypeScript (Node) checks this file too.
declare const Deno: {
	env: { get(name: string): string | undefined };
	serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

Deno.serve((req) => handleLoanReview(req, (name) => Deno.env.get(name)));
