/**
 * `node scripts/fileSize.ts` (part of `npm run check`): lists every hand-written source file over
 * 300 lines (the application, the local backend, the Edge Functions and the scripts; tests are
 * exempt) and fails if there is one. A long file is a sign of two concerns: split it by concern
 * instead of squeezing it under the line. Generated files (the database types) are left out.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The most lines a hand-written source file may have. */
export const maxLines = 300;

/** Folders of hand-written code the cap applies to. */
const roots = ['src', 'supabase/local', 'supabase/functions', 'scripts'];
const generated = [/database\.types\.ts$/];

const files = execFileSync('git', ['ls-files', ...roots], { encoding: 'utf8' })
	.split('\n')
	.filter((f) => /\.(ts|tsx|astro|mjs)$/.test(f) && !generated.some((g) => g.test(f)));

const over = files
	.map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
	.filter((f) => f.lines > maxLines)
	.sort((a, b) => b.lines - a.lines);

if (over.length > 0) {
	console.error(`Ficheros de más de ${maxLines} líneas (divídelos por responsabilidad):`);
	for (const f of over) console.error(`  ${f.file}: ${f.lines}`);
	process.exit(1);
}
console.log(`${files.length} ficheros escritos a mano, ninguno de más de ${maxLines} líneas.`);
