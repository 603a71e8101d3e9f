import { connect } from 'node:net';

/** Headers that turn a raw request into a websocket upgrade (RFC 6455's sample key). */
export const upgradeHeaders =
	'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n';

/**
 * Sends `METHOD target HTTP/1.1` with the given extra header lines over a plain socket, byte
 * for byte (no client normalises the target), and resolves with the status code of the answer,
 * or null when the server closed the connection without one.
 */
export function rawStatus(
	port: number,
	target: string,
	{ method = 'GET', headers = '' }: { method?: string; headers?: string } = {},
): Promise<number | null> {
	return new Promise((resolve, reject) => {
		const socket = connect(port, '127.0.0.1');
		let text = '';
		const done = () => {
			const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
			socket.destroy();
			resolve(m ? Number(m[1]) : null);
		};
		socket.setTimeout(10_000, () => {
			socket.destroy();
			reject(new Error(`no answer to ${method} ${JSON.stringify(target)}`));
		});
		socket.on('data', (chunk: Buffer) => {
			text += chunk.toString('latin1');
			if (text.includes('\r\n')) done();
		});
		socket.on('end', done);
		socket.on('error', done);
		socket.write(
			Buffer.from(
				`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`,
				'utf8',
			),
		);
	});
}
