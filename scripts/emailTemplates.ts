/**
 * `node scripts/emailTemplates.ts`: writes the auth emails' HTML files (supabase/templates/*.html,
 * which config.toml points GoTrue at) from the one email frame
 * (supabase/functions/_shared/email/authTemplates.ts). Run it after changing the frame or an auth
 * email's text; tests/unit/supabase/authTemplates.test.ts fails while the files are stale.
 */
import { writeFileSync } from 'node:fs';
import {
	authTemplateHtml,
	authTemplates,
	type AuthTemplateName,
} from '../supabase/functions/_shared/email/authTemplates.ts';

for (const name of Object.keys(authTemplates) as AuthTemplateName[]) {
	writeFileSync(`supabase/templates/${name}.html`, authTemplateHtml(name));
	console.log(`supabase/templates/${name}.html`);
}
