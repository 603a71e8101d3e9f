import { z } from 'zod';

/** Where the build writes its report (scripts/buildReport.ts) and /revision-codigo reads it. */
export const BUILD_REPORT_PATH = '/build-report.json';

/** The facts of one build, as /build-report.json holds them. */
export const buildReportSchema = z
	.object({
		buildId: z.string().min(1).describe('Identifier of the build: commit and time.'),
		builtAt: z.iso.datetime().describe('When the build finished (UTC, ISO 8601).'),
		commit: z.string().nullable().describe('Short git commit, when the build ran in a checkout.'),
		pages: z
			.array(z.object({ template: z.string(), count: z.number().int().min(0) }).strict())
			.describe('HTML pages per source template (src/pages file), most pages first.'),
		totalPages: z.number().int().min(0),
		links: z
			.object({
				checked: z.number().int().min(0).describe('Internal links checked.'),
				brokenCount: z.number().int().min(0),
				broken: z
					.array(z.object({ page: z.string(), href: z.string() }).strict())
					.describe('Internal links that point to no built page or file.'),
			})
			.strict(),
	})
	.strict();

/** A build report. */
export type BuildReport = z.infer<typeof buildReportSchema>;

/** A route of the build: the regular expression of its URLs and its source file. */
export interface TemplateRoute {
	pattern: RegExp;
	entrypoint: string;
}

/** Pages per template: each path is counted under the first route whose pattern matches it. */
export function countByTemplate(
	paths: readonly string[],
	routes: readonly TemplateRoute[],
): { template: string; count: number }[] {
	const counts = new Map<string, number>();
	for (const path of paths) {
		const candidates = [path, `${path}/`];
		const route = routes.find((r) => candidates.some((c) => r.pattern.test(c)));
		const template = route ? route.entrypoint.replace(/^src\/pages\//u, '') : 'otros';
		counts.set(template, (counts.get(template) ?? 0) + 1);
	}
	return [...counts.entries()]
		.map(([template, count]) => ({ template, count }))
		.sort((a, b) => b.count - a.count || a.template.localeCompare(b.template));
}
