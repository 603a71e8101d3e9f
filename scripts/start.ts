/**
 * `npm start`: the local Supabase-compatible backend and the built site side by side.
 * `npm run dev`: the same backend with Astro's dev server instead of the built site.
 * Both stop together on Ctrl+C; if one exits, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const dev = process.argv.includes('--dev');
const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, command: string, args: string[]): void {
	const child = spawn(command, args, { stdio: 'inherit', env: process.env });
	children.push(child);
	child.on('exit', (code, signal) => {
		if (stopping) return;
		console.error(`«${name}» se ha detenido (${signal ?? `código ${code}`}); cerrando el resto.`);
		stop(code ?? 1);
	});
}

function stop(code: number): void {
	stopping = true;
	for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
	setTimeout(() => process.exit(code), 3000).unref();
	Promise.all(
		children.map((c) => new Promise((r) => (c.exitCode === null ? c.on('exit', r) : r(null)))),
	).then(
		() => process.exit(code),
		() => process.exit(code),
	);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('backend', process.execPath, ['supabase/local/server.ts']);
if (dev) run('astro dev', 'astro', ['dev']);
else run('web', process.execPath, ['scripts/serve.ts']);
