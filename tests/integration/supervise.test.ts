import { describe, expect, it } from 'vitest';
import { supervise } from '../../scripts/lib/supervise.ts';
import { until } from './helpers.ts';

const node = process.execPath;
/** A server that stays up until told to stop. */
const steady = { name: 'web', command: node, args: ['-e', 'setInterval(() => {}, 1000)'] };
/** A server that crashes shortly after starting, every time. */
const crasher = {
	name: 'backend',
	command: node,
	args: ['-e', 'setTimeout(() => process.exit(3), 100)'],
};

describe('npm start supervision', () => {
	it('restarts a crashed server while the other keeps serving, then gives up loudly', async () => {
		const lines: string[] = [];
		let stopped: number | undefined;
		const supervisor = supervise([steady, crasher], {
			maxRestarts: 2,
			windowMs: 60_000,
			log: (line) => lines.push(line),
			onStopped: (code) => (stopped = code),
			stdio: 'ignore',
		});
		const web = supervisor.children.get('web')!;
		await until(() => stopped !== undefined, 20_000, 'the supervisor to give up');
		expect(lines).toEqual([
			'«backend» se ha detenido (código 3); se reinicia, el resto sigue en marcha.',
			'«backend» se ha detenido (código 3); se reinicia, el resto sigue en marcha.',
			'«backend» se ha detenido 3 veces en 60 s (código 3); se detiene todo.',
		]);
		expect(stopped).toBe(3);
		// The steady server was the same process all along, stopped only at the end.
		expect(supervisor.children.get('web')).toBe(web);
		expect(web.signalCode).toBe('SIGTERM');
	}, 30_000);

	it('stop() ends every server and reports once', async () => {
		const reports: number[] = [];
		const supervisor = supervise([steady, { ...steady, name: 'backend' }], {
			maxRestarts: 5,
			windowMs: 60_000,
			log: () => {},
			onStopped: (code) => reports.push(code),
			stdio: 'ignore',
		});
		await until(() => [...supervisor.children.values()].every((c) => c.pid !== undefined));
		supervisor.stop(0);
		supervisor.stop(0);
		await until(() => reports.length > 0);
		expect(reports).toEqual([0]);
		expect([...supervisor.children.values()].map((c) => c.signalCode)).toEqual([
			'SIGTERM',
			'SIGTERM',
		]);
	});
});
