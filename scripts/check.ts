/**
 * `npm run check`: the type check (astro check), the linter, the formatting check, the 300-line
 * cap (scripts/fileSize.ts) and that every package the code imports is declared
 * (scripts/declaredPackages.ts). Each is
 * single-threaded, so they run side by side (on 2 cores about two thirds of the time of one after
 * the other); each one's output is printed whole when it ends, and the check fails if any fails.
 */
import { spawn } from 'node:child_process';

type Step = [name: string, command: string, args: string[]];

const sync: Step = ['astro sync', 'astro', ['sync']];
const typed: Step[] = [
	['astro check', 'astro', ['check']],
	['eslint', 'eslint', ['.']],
];
const formatting: Step = ['prettier', 'prettier', ['--check', '.']];
const sizes: Step = ['tamaño de los ficheros', 'node', ['scripts/fileSize.ts']];
const packages: Step = ['paquetes declarados', 'node', ['scripts/declaredPackages.ts']];

interface Outcome {
	name: string;
	code: number;
	seconds: number;
}

function run([name, command, args]: Step): Promise<Outcome> {
	const started = performance.now();
	return new Promise((done) => {
		// Piped output loses the terminal's colours unless the children are told to keep them.
		const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
		const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
		const chunks: Buffer[] = [];
		child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
		child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
		const finish = (code: number) => {
			const seconds = (performance.now() - started) / 1000;
			process.stdout.write(`\n── ${name} (${seconds.toFixed(1)} s) ──\n`);
			process.stdout.write(Buffer.concat(chunks));
			done({ name, code, seconds });
		};
		child.on('error', (error) => {
			chunks.push(Buffer.from(`${error.message}\n`));
			finish(1);
		});
		child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
	});
}

// The linter's type-aware rules read the types Astro generates in .astro/ (content collections,
// astro:env): on a fresh clone they exist only once `astro sync` has run, so the sync comes
// first; prettier, which needs no types, starts at once.
const formatted = run(formatting);
const small = Promise.all([run(sizes), run(packages)]);
const synced = await run(sync);
const outcomes = [
	synced,
	...(synced.code === 0 ? await Promise.all(typed.map(run)) : []),
	await formatted,
	...(await small),
];
const failed = outcomes.filter((o) => o.code !== 0);
if (failed.length > 0) {
	console.error(`\nFalla la comprobación: ${failed.map((o) => o.name).join(', ')}.`);
	process.exit(1);
}
console.log(`\nComprobación superada: ${outcomes.map((o) => o.name).join(', ')}.`);
