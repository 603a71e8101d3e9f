/**
 * `npm run check`: the type check (astro check), the linter and the formatting check. Each is
 * single-threaded, so they run side by side (on 2 cores about half the time of one after the
 * other); each one's output is printed whole when it ends, and the check fails if any fails.
 */
import { spawn } from 'node:child_process';

const steps: [name: string, command: string, args: string[]][] = [
	['astro check', 'astro', ['check']],
	['eslint', 'eslint', ['.']],
	['prettier', 'prettier', ['--check', '.']],
];

interface Outcome {
	name: string;
	code: number;
	seconds: number;
}

function run([name, command, args]: (typeof steps)[number]): Promise<Outcome> {
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

const outcomes = await Promise.all(steps.map(run));
const failed = outcomes.filter((o) => o.code !== 0);
if (failed.length > 0) {
	console.error(`\nFalla la comprobación: ${failed.map((o) => o.name).join(', ')}.`);
	process.exit(1);
}
console.log(`\nComprobación superada: ${outcomes.map((o) => o.name).join(', ')}.`);
