import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts `node supabase/local/server.ts` (PGlite in dataDir, no seed, a free port) and resolves
 * with the process, its URL once the banner is printed, and a promise of its exit code.
 */
export async function spawnServer(
	dataDir: string,
): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
	const child = spawn(process.execPath, ['supabase/local/server.ts'], {
		env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'false' },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const url = await new Promise<string>((resolve, reject) => {
		let out = '';
		child.stdout.on('data', (d: Buffer) => {
			out += String(d);
			const m = /API URL\s+(\S+)/.exec(out);
			if (m) resolve(m[1]!);
		});
		child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
	});
	const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
	return { child, url, exited };
}
