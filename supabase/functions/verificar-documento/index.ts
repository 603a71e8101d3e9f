// Dominio: vault
/**
 * Supabase Edge Function «verificar-documento»: checks each new file of the bucket `documentos`
 * by its content (hosted Storage does not) and rejects, deletes and reports the ones that fail.
 * See supabase/functions/_shared/verifyDocument.ts and supabase/hosted/verificar-documento.sql.
 */
import { handleVerifyDocument } from '../_shared/verifyDocument.ts';

// Deno's globals, declared here so the project's TypeScript (Node) checks this file too.
declare const Deno: {
	env: { get(name: string): string | undefined };
	serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

Deno.serve((req) => handleVerifyDocument(req, (name) => Deno.env.get(name)));
