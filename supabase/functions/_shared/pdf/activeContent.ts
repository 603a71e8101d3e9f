// Dominio: vault
/**
 * Whether a PDF carries active content, decided on parsed objects (issue 43), not on regular
 * expressions over its bytes: every object a reader could load (objects.ts), the contents of
 * every object stream through every standard filter (filters.ts), and every dictionary inside
 * them, references resolved where a reader resolves them. What cannot be read is refused, never
 * waved through: an unknown filter, an object stream that does not decode, an encrypted file,
 * nesting deeper than any real file, or more work than the file's size allows (`too_big`).
 */
import {
	decodeChain,
	type Inflate,
	webInflate,
	filterChain,
	hasUnknownFilter,
	imageFilters,
	UndecodableStream,
} from './filters.ts';
import { type PdfFile, type PdfObject, readObjects } from './objects.ts';
import {
	Budget,
	BudgetExceeded,
	type PdfDict,
	PdfReader,
	PdfSyntaxError,
	type PdfValue,
	isDict,
	isKeyword,
	isName,
} from './syntax.ts';

/** What the inspection found. `found` names the feature (for logs and tests, not for people). */
export type PdfVerdict =
	| { ok: true }
	| { ok: false; problem: 'active_pdf'; found: string }
	| { ok: false; problem: 'undecodable' | 'encrypted' | 'too_big' };

/** Keys whose mere presence means code, an automatic action or a file inside the file. */
const activeKeys: Record<string, string> = {
	JS: 'JavaScript',
	JavaScript: 'JavaScript',
	AA: 'AA',
	EmbeddedFiles: 'EmbeddedFile',
	EF: 'EmbeddedFile',
	XFA: 'XFA',
	RichMediaContent: 'RichMedia',
	RichMediaSettings: 'RichMedia',
};
/** Action types (/S) that run code, start programs, load data or open embedded documents. */
const activeActions = new Set(['JavaScript', 'Launch', 'ImportData', 'RichMediaExecute', 'GoToE']);
/** Annotation or object subtypes that carry media with its own scripting, or attached files. */
const activeSubtypes = new Set(['RichMedia', '3D', 'FileAttachment']);

/** The first active feature in a value (dictionaries and arrays walked), or null. */
function activeIn(value: PdfValue, file: PdfFile): string | null {
	if (Array.isArray(value)) {
		for (const v of value) {
			const found = activeIn(v, file);
			if (found) return found;
		}
		return null;
	}
	if (!isDict(value)) return null;
	return activeInDict(value, file);
}

function activeInDict(dict: PdfDict, file: PdfFile): string | null {
	for (const key of dict.map.keys()) {
		const found = activeKeys[key];
		if (found) return found;
	}
	const all = (key: string) => file.resolveAll(dict.map.get(key));
	for (const s of all('S')) if (isName(s) && activeActions.has(s.name)) return s.name;
	if (all('Type').some((t) => isName(t, 'EmbeddedFile'))) return 'EmbeddedFile';
	for (const t of all('Subtype')) if (isName(t) && activeSubtypes.has(t.name)) return t.name;
	for (const v of dict.map.values()) {
		const found = activeIn(v, file);
		if (found) return found;
	}
	// A destination opens a page; any other opening action (a link, a form submit) is refused.
	for (const open of all('OpenAction'))
		if (isDict(open) && !file.resolveAll(open.map.get('S')).every((s) => isName(s, 'GoTo')))
			return 'OpenAction';
	return null;
}

const integer = (v: PdfValue | undefined): v is number =>
	typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The objects of an object stream: at the offsets its header lists, and read front to back. */
async function objectStream(
	object: PdfObject,
	dict: PdfDict,
	file: PdfFile,
	budget: Budget,
	inflate: Inflate,
): Promise<PdfObject[]> {
	const chain = filterChain(dict, file.resolve);
	if (chain.some((f) => imageFilters.has(f.name)))
		throw new UndecodableStream('object stream behind an image filter');
	const data = await decodeChain(object.body!, chain, budget, inflate);
	const n = file.resolve(dict.map.get('N'));
	const first = file.resolve(dict.map.get('First'));
	const out: PdfObject[] = [];
	if (integer(n) && integer(first)) {
		const header = new PdfReader(data, 0, budget);
		for (let i = 0; i < n; i++) {
			const num = header.value();
			const offset = header.value();
			if (!integer(num) || !integer(offset)) break;
			const value = new PdfReader(data, first + offset, budget).value();
			out.push({ num, value, body: null });
		}
	}
	const all = new PdfReader(data, integer(first) ? first : 0, budget);
	for (;;) {
		const value = all.value();
		if (isKeyword(value, '')) break;
		out.push({ num: -1, value, body: null });
	}
	return out;
}

const isObjectStream = (dict: PdfDict, resolve: PdfFile['resolve']) =>
	isName(resolve(dict.map.get('Type')), 'ObjStm') ||
	(integer(resolve(dict.map.get('N'))) && integer(resolve(dict.map.get('First'))));

/**
 * Inspects a PDF with `budgetBytes` of work (bytes parsed plus bytes decompressed): the
 * first active feature, or why it cannot be read, or ok. `inflate` decompresses Flate data.
 */
export async function inspectPdf(
	bytes: Uint8Array,
	budgetBytes: number,
	inflate: Inflate = webInflate,
): Promise<PdfVerdict> {
	const budget = new Budget(budgetBytes);
	try {
		const file = await readObjects(bytes, budget, inflate);
		const scan = (values: readonly PdfValue[]): PdfVerdict => {
			for (const value of values) {
				const found = activeIn(value, file);
				if (found) return { ok: false, problem: 'active_pdf', found };
			}
			return { ok: true };
		};
		const plain = [...file.objects.map((o) => o.value), ...file.trailers];
		// Strings and streams of an encrypted file are unreadable without its key: what shows in
		// the clear is still checked, the rest refused.
		if (file.trailers.some((t) => t.map.has('Encrypt'))) {
			const verdict = scan(plain);
			return verdict.ok ? { ok: false, problem: 'encrypted' } : verdict;
		}
		const inner: PdfValue[] = [];
		for (const object of [...file.objects]) {
			if (!isDict(object.value) || !object.body) continue;
			const dict = object.value;
			if (hasUnknownFilter(filterChain(dict, file.resolve)))
				return { ok: false, problem: 'undecodable' };
			if (!isObjectStream(dict, file.resolve)) continue;
			for (const o of await objectStream(object, dict, file, budget, inflate)) {
				if (o.num >= 0) file.add(o);
				inner.push(o.value);
			}
		}
		// Scanned once every object is known, so a reference into any object stream resolves.
		const verdict = scan([...plain, ...inner]);
		if (!verdict.ok) return verdict;
		return { ok: true };
	} catch (error) {
		if (error instanceof BudgetExceeded) return { ok: false, problem: 'too_big' };
		if (error instanceof UndecodableStream || error instanceof PdfSyntaxError)
			return { ok: false, problem: 'undecodable' };
		throw error;
	}
}
