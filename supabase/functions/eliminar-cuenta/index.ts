// Dominio: account
/**
 * Supabase Edge Function «eliminar-cuenta»: the signed-in person deletes their own account after
 * confirming with their email (or «ELIMINAR») and their password. See
 * supabase/functions/_shared/deleteAccount.ts.
 */
import { handleDeleteAccount } from '../_shared/deleteAccount.ts';

// Deno's globals, declared here so the project's TypeScript (Node) checks this file too.
declare const Deno: {
	env: { get(name: string): string | undefined };
	serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

Deno.serve((req) => handleDeleteAccount(req, (name) => Deno.env.get(name)));
