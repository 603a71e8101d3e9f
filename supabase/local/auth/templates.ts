import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';

/**
 * The branded email templates of supabase/config.toml, read the way the Supabase CLI reads them
 * ([auth.email.template.<name>] subject and content_path, the path relative to the folder that
 * holds supabase/), and rendered with the subset of Go's text/template that they use: `{{ .Var }}`,
 * `{{ .Data.key }}` and `{{ if … }}…{{ else }}…{{ end }}`. Hosted Supabase sends the same files.
 */

/** GoTrue's template of each kind of email the local server sends. */
export const templateOf = {
	signup: 'confirmation',
	recovery: 'recovery',
	email_change: 'email_change',
} as const;

/** A template's subject and HTML, as config.toml names them. */
export type EmailTemplate = { subject: string; html: string };

/** The values GoTrue passes to templates (see the CLI docs "Customizing email templates"). */
export type TemplateVars = {
	ConfirmationURL: string;
	Token: string;
	TokenHash: string;
	SiteURL: string;
	Email: string;
	NewEmail: string;
	RedirectTo: string;
	Data: Record<string, unknown>;
	/** The previous address, in the email_changed notification. */
	OldEmail?: string;
};

/** A TOML basic string's value ("…" with \" and \\ escapes). */
const tomlString = (raw: string) => raw.replace(/\\(["\\])/g, '$1');

/**
 * The [auth.email.template.<name>] sections of config.toml (or [auth.email.notification.<name>]
 * with section 'notification'): name → subject and content path.
 */
export function templateSettings(
	toml: string,
	section: 'template' | 'notification' = 'template',
): Map<string, { subject?: string; path?: string }> {
	const found = new Map<string, { subject?: string; path?: string }>();
	let current: string | undefined;
	for (const line of toml.split('\n')) {
		const header = /^\s*\[([^\]]+)\]\s*(#.*)?$/.exec(line);
		if (header) {
			const m = new RegExp(`^auth\\.email\\.${section}\\.(\\w+)$`).exec(header[1]!.trim());
			current = m?.[1];
			if (current) found.set(current, {});
			continue;
		}
		const entry = /^\s*(subject|content_path)\s*=\s*"((?:[^"\\]|\\.)*)"\s*(#.*)?$/.exec(line);
		if (!current || !entry) continue;
		const settings = found.get(current)!;
		if (entry[1] === 'subject') settings.subject = tomlString(entry[2]!);
		else settings.path = tomlString(entry[2]!);
	}
	return found;
}

/** Reads the template (or notification) `name` configured in `<supabaseDir>/config.toml`, if any. */
export function loadTemplate(
	supabaseDir: string,
	name: string,
	section: 'template' | 'notification' = 'template',
): EmailTemplate | undefined {
	let toml: string;
	try {
		toml = readFileSync(resolve(supabaseDir, 'config.toml'), 'utf8');
	} catch {
		return undefined;
	}
	const settings = templateSettings(toml, section).get(name);
	if (!settings?.path || !settings.subject) return undefined;
	// The CLI resolves content_path against the project folder (the parent of supabase/).
	const file = isAbsolute(settings.path)
		? settings.path
		: resolve(dirname(supabaseDir), settings.path);
	return { subject: settings.subject, html: readFileSync(file, 'utf8') };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The value of `.Name` or `.Data.key` (empty when missing, as GoTrue's map lookups print). */
function lookup(vars: TemplateVars, path: string): string {
	const [head, key] = path.split('.');
	const value: unknown =
		head === 'Data' ? (key ? vars.Data[key] : undefined) : vars[head as keyof TemplateVars];
	return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Renders a template: variables are HTML-escaped (html/template does the same in text and
 * attributes), `{{ if .X }}a{{ else }}b{{ end }}` picks a branch; blocks do not nest.
 */
export function renderTemplate(template: string, vars: TemplateVars): string {
	const withBranches = template.replace(
		/\{\{-?\s*if\s+\.([\w.]+)\s*-?\}\}([\s\S]*?)(?:\{\{-?\s*else\s*-?\}\}([\s\S]*?))?\{\{-?\s*end\s*-?\}\}/g,
		(_all, path: string, yes: string, no: string | undefined) =>
			lookup(vars, path) ? yes : (no ?? ''),
	);
	return withBranches.replace(/\{\{-?\s*\.([\w.]+)\s*-?\}\}/g, (_all, path: string) =>
		escapeHtml(lookup(vars, path)),
	);
}

/** Plain text of a rendered email (for the mailbox page and tests): tags out, links kept. */
export function htmlToText(html: string): string {
	return html
		.replace(/<(style|head)\b[\s\S]*?<\/\1\s*>/gi, '')
		.replace(
			/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi,
			(_all, href: string, label: string) => `${label.trim()} (${href})`,
		)
		.replace(/\s+/g, ' ')
		.replace(/<br\s*\/?>/gi, '\n')
		.replace(/<\/(p|h1|h2|div|tr|td|li)\s*>/gi, '\n')
		.replace(/<[^>]+>/g, '')
		.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
		.replace(/&amp;/g, '&')
		.replace(/&nbsp;/g, ' ')
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line !== '')
		.join('\n');
}
