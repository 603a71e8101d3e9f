/**
 * Runs servers side by side (`npm start`, `npm run dev`) and keeps them up: when one exits on
 * its own it is logged and restarted, the others keep serving; a server that keeps crashing
 * (more than maxRestarts times within windowMs) stops everything with a message saying which.
 */
import { type ChildProcess, spawn } from 'node:child_process';

/** One process to supervise. */
export type Service = {
	name: string;
	command: string;
	args: string[];
	/** Variables added to this service's environment (over the supervisor's own). */
	env?: Record<string, string>;
};

/** How patient the supervisor is, and where its messages go. */
export type SuperviseOptions = {
	maxRestarts: number;
	windowMs: number;
	log: (line: string) => void;
	/** Called once, when everything has stopped (a server gave up, or stop() was called). */
	onStopped: (code: number) => void;
	stdio?: 'inherit' | 'ignore';
};

/** The running services: their current processes and a stop() for all of them. */
export type Supervisor = { children: Map<string, ChildProcess>; stop(code: number): void };

export function supervise(services: Service[], options: SuperviseOptions): Supervisor {
	const children = new Map<string, ChildProcess>();
	const crashes = new Map<string, number[]>();
	let stopping = false;

	function run(service: Service): void {
		const child = spawn(service.command, service.args, {
			stdio: options.stdio ?? 'inherit',
			env: service.env ? { ...process.env, ...service.env } : process.env,
		});
		children.set(service.name, child);
		child.on('error', (error) =>
			options.log(`«${service.name}» no se pudo iniciar: ${error.message}`),
		);
		child.on('exit', (code, signal) => {
			if (stopping) return;
			const how = signal ?? `código ${code}`;
			const now = Date.now();
			const recent = (crashes.get(service.name) ?? []).filter((t) => now - t < options.windowMs);
			recent.push(now);
			crashes.set(service.name, recent);
			if (recent.length > options.maxRestarts) {
				const seconds = Math.round(options.windowMs / 1000);
				options.log(
					`«${service.name}» se ha detenido ${recent.length} veces en ${seconds} s (${how}); se detiene todo.`,
				);
				stop(code || 1);
				return;
			}
			options.log(
				`«${service.name}» se ha detenido (${how}); se reinicia, el resto sigue en marcha.`,
			);
			run(service);
		});
	}

	function stop(code: number): void {
		if (stopping) return;
		stopping = true;
		const running = [...children.values()].filter(
			(c) => c.exitCode === null && c.signalCode === null,
		);
		for (const child of running) child.kill('SIGTERM');
		Promise.all(running.map((c) => new Promise((r) => c.once('exit', r)))).then(
			() => options.onStopped(code),
			() => options.onStopped(code),
		);
	}

	for (const service of services) run(service);
	return { children, stop };
}
