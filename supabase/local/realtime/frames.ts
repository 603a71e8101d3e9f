/** A Phoenix message: [join_ref, ref, topic, event, payload]. */
export type Frame = {
	joinRef: string | null;
	ref: string | null;
	topic: string;
	event: string;
	payload: unknown;
};

/** Decodes a text frame (vsn 1 object or vsn 2 array) or a vsn 2 binary user broadcast (kind 3). */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: string): Frame | undefined {
	try {
		if (isBinary) {
			if (data[0] !== 3) return undefined;
			const [jr, rf, tp, ev, mt, enc] = [
				data[1]!,
				data[2]!,
				data[3]!,
				data[4]!,
				data[5]!,
				data[6]!,
			];
			let at = 7;
			const take = (n: number) => data.subarray(at, (at += n)).toString('utf8');
			const joinRef = take(jr);
			const ref = take(rf);
			const topic = take(tp);
			const event = take(ev);
			take(mt);
			const rest = data.subarray(at);
			const payload = enc === 1 ? (JSON.parse(rest.toString('utf8')) as unknown) : [...rest];
			return {
				joinRef,
				ref: ref || null,
				topic,
				event: 'broadcast',
				payload: { type: 'broadcast', event, payload },
			};
		}
		const parsed = JSON.parse(data.toString('utf8')) as unknown;
		if (vsn.startsWith('2') && Array.isArray(parsed)) {
			const [joinRef, ref, topic, event, payload] = parsed as [
				string | null,
				string | null,
				string,
				string,
				unknown,
			];
			if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
			return { joinRef, ref, topic, event, payload };
		}
		const o = parsed as Record<string, unknown>;
		if (typeof o?.['topic'] !== 'string' || typeof o['event'] !== 'string') return undefined;
		return {
			joinRef: (o['join_ref'] as string) ?? null,
			ref: (o['ref'] as string) ?? null,
			topic: o['topic'],
			event: o['event'],
			payload: o['payload'],
		};
	} catch {
		return undefined;
	}
}

/** Encodes a frame as text in the connection's protocol version. */
export function encodeFrame(f: Frame, vsn: string): string {
	if (vsn.startsWith('2')) return JSON.stringify([f.joinRef, f.ref, f.topic, f.event, f.payload]);
	return JSON.stringify({
		join_ref: f.joinRef,
		ref: f.ref,
		topic: f.topic,
		event: f.event,
		payload: f.payload,
	});
}
