import { spawn } from 'node:child_process';

/**
 * Whether a backend answers its health check: the server's own `/health`, which needs no key
 * (GoTrue's `/auth/v1/health` asks the local server for an apikey, so it never read as healthy
 * and a running backend was not reused).
 */
async function healthy(origin: string): Promise<boolean> {
	try {
		return (await fetch(`${origin}/health`)).ok;
	} catch {
		return false;
	}
}

/**
 * The backend the built pages talk to, as with `npm start`: without it the pages that read
 * Supabase after load (the assistant's answer cache on /herramientas) log a refused connection,
 * which Lighthouse counts against best practices although production has its backend. A local
 * backend already running is reused; otherwise one starts with an empty in-memory database.
 * A hosted PUBLIC_SUPABASE_URL is left alone. Returns how to stop what it started.
 */
export async function ensureBackend(backend: string): Promise<() => void> {
	const url = new URL(backend);
	if (url.hostname !== '127.0.0.1' || (await healthy(url.origin))) return () => {};
	const child = spawn(process.execPath, ['supabase/local/server.ts'], {
		env: { ...process.env, PORT: url.port, DATA_DIR: 'memory://', DATABASE_URL: '', SEED: 'false' },
		stdio: 'ignore',
	});
	for (let i = 0; i < 240 && !(await healthy(url.origin)); i++) {
		if (child.exitCode !== null) throw new Error('El backend local no ha podido arrancar.');
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	return () => child.kill();
}
