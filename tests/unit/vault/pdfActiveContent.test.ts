import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkDocumentContent } from '../../../supabase/functions/_shared/documentContent.ts';
import { inflate as nodeInflate } from '../../../supabase/local/storage/nodeInflate.ts';
import {
	basicObjects,
	buildPdf,
	type FixtureFilter,
	objectStream,
	pdfBomb,
} from './pdfFixtures.ts';

/**
 * The vault's PDF check (issue 43, item 2): active content found by parsing, through every
 * standard filter and object streams, and what cannot be decoded refused. Each fixture that
 * hides JavaScript is first opened with pdf.js, an independent reader, to prove the script is
 * really there for a viewer to run.
 */

const check = (bytes: Uint8Array) => checkDocumentContent(bytes, ['application/pdf', 'image/*']);
/** The same check with the local worker's synchronous inflater. */
const checkInWorker = (bytes: Uint8Array) =>
	checkDocumentContent(bytes, ['application/pdf', 'image/*'], { inflate: nodeInflate });

/** The document-level scripts pdf.js finds (the names tree and the opening action). */
async function scriptsSeenByPdfJs(bytes: Uint8Array): Promise<string[]> {
	const task = pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
	const actions = (await (await task.promise).getJSActions()) as
		Map<string, string[]> | Record<string, string[]> | null;
	await task.destroy();
	if (!actions) return [];
	const entries = actions instanceof Map ? [...actions.values()] : Object.values(actions);
	return entries.flat();
}

/** A JavaScript name tree (catalog → /Names 6 → /JavaScript 7 → action 8) inside an object stream. */
const namedScript = (filters: FixtureFilter[]) =>
	buildPdf(
		[
			...basicObjects('/Names 6 0 R'),
			objectStream(
				4,
				[
					{ num: 6, text: '<< /JavaScript 7 0 R >>' },
					{ num: 7, text: '<< /Names [(inicio) 8 0 R] >>' },
					{ num: 8, text: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' },
				],
				filters,
			),
		],
		{
			compressed: [
				{ num: 6, stream: 4, index: 0 },
				{ num: 7, stream: 4, index: 1 },
				{ num: 8, stream: 4, index: 2 },
			],
		},
	);

describe('PDF active content through every standard filter', () => {
	const chains: FixtureFilter[][] = [
		['FlateDecode'],
		['ASCIIHexDecode'],
		['ASCII85Decode'],
		['LZWDecode'],
		['RunLengthDecode'],
		['ASCII85Decode', 'FlateDecode'],
		['ASCIIHexDecode', 'LZWDecode', 'RunLengthDecode'],
		[],
	];
	for (const filters of chains) {
		it(`refuses a script in an object stream encoded ${filters.join(' + ') || 'without filter'}`, async () => {
			const bytes = namedScript(filters);
			expect(await scriptsSeenByPdfJs(bytes)).toEqual(['app.alert(1)']);
			expect(await check(bytes)).toEqual({
				ok: false,
				type: 'application/pdf',
				problem: 'active_pdf',
				found: 'JavaScript',
			});
		});
	}

	it('refuses an opening action whose /S is an indirect name inside an object stream', async () => {
		const bytes = buildPdf(
			[
				...basicObjects('/OpenAction 5 0 R'),
				{ num: 5, text: '<< /S 9 0 R /JS 10 0 R >>' },
				objectStream(
					4,
					[
						{ num: 9, text: '/JavaScript' },
						{ num: 10, text: '(app.alert\\(2\\))' },
					],
					['ASCIIHexDecode'],
				),
			],
			{
				compressed: [
					{ num: 9, stream: 4, index: 0 },
					{ num: 10, stream: 4, index: 1 },
				],
			},
		);
		expect(await scriptsSeenByPdfJs(bytes)).toEqual(['app.alert(2)']);
		expect(await check(bytes)).toMatchObject({ ok: false, problem: 'active_pdf' });
	});

	it('refuses an object the cross-reference table points at inside another object’s string', async () => {
		// Balanced parentheses need no escape, so the hidden object reads the same from its offset
		// (the 0 after it is for pdf.js's two-token lookahead).
		const hidden = '5 0 obj\n<< /S /JavaScript /JS (app.alert(3)) >>\nendobj\n0 ';
		const cover = `<< /Producer (${hidden}) >>`;
		// The table's entry for 5 is patched to the offset of the hidden header.
		const draft = buildPdf([
			...basicObjects('/OpenAction 5 0 R'),
			{ num: 4, text: cover },
			{ num: 5, text: 'null' },
		]);
		const text = Buffer.from(draft).toString('latin1');
		const inString = text.indexOf('5 0 obj\n<< /S');
		const entry = text.lastIndexOf(
			`${String(text.lastIndexOf('5 0 obj\nnull')).padStart(10, '0')} 00000 n`,
		);
		const patched = Buffer.from(
			text.slice(0, entry) + String(inString).padStart(10, '0') + text.slice(entry + 10),
			'latin1',
		);
		expect(await scriptsSeenByPdfJs(patched)).toEqual(['app.alert(3)']);
		expect(await check(patched)).toMatchObject({ ok: false, problem: 'active_pdf' });
	});

	it('names each kind of active content', async () => {
		const cases: [string, string][] = [
			['/OpenAction << /S /Launch /F (calc.exe) >>', 'Launch'],
			['/AA << /WC 5 0 R >>', 'AA'],
			['/Names << /EmbeddedFiles 5 0 R >>', 'EmbeddedFile'],
			['/AcroForm << /XFA 5 0 R >>', 'XFA'],
			['/Names << /Java#53cript 5 0 R >>', 'JavaScript'],
			['/OpenAction << /S /URI /URI (https://evil.example) >>', 'OpenAction'],
		];
		for (const [extra, found] of cases)
			expect(await check(buildPdf(basicObjects(extra)))).toEqual({
				ok: false,
				type: 'application/pdf',
				problem: 'active_pdf',
				found,
			});
		const media = buildPdf([
			...basicObjects(),
			{ num: 5, text: '<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>' },
		]);
		expect(await check(media)).toMatchObject({ found: 'RichMedia' });
	});

	it('accepts a plain document, a link annotation and an opening destination', async () => {
		const link = buildPdf([
			...basicObjects('/OpenAction [3 0 R /Fit]'),
			{
				num: 5,
				text: '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://www.bde.es) >> >>',
			},
			objectStream(4, [{ num: 6, text: '<< /Title (Nómina) >>' }], ['FlateDecode']),
		]);
		expect(await check(link)).toEqual({ ok: true, type: 'application/pdf' });
	});
});

describe('what cannot be read is refused', () => {
	it('refuses a decompression bomb as too_big without inflating it', async () => {
		expect(await check(pdfBomb())).toEqual({
			ok: false,
			type: 'application/pdf',
			problem: 'too_big',
		});
	});

	it('refuses an unknown filter, an object stream that does not decode and an encrypted file', async () => {
		const unknown = buildPdf([
			...basicObjects(),
			{ num: 4, dict: '/Filter /SecretDecode', data: Buffer.from('x') },
		]);
		const broken = buildPdf([
			...basicObjects(),
			{
				num: 4,
				dict: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
				data: Buffer.from('not zlib at all'),
			},
		]);
		const image = buildPdf([
			...basicObjects(),
			{
				num: 4,
				dict: '/Type /ObjStm /N 1 /First 4 /Filter /DCTDecode',
				data: Buffer.from('5 0 null'),
			},
		]);
		const encrypted = Buffer.from(
			Buffer.from(buildPdf(basicObjects()))
				.toString('latin1')
				.replace('/Size 4', '/Size 4 /Encrypt 9 0 R'),
			'latin1',
		);
		for (const [bytes, problem] of [
			[unknown, 'undecodable'],
			[broken, 'undecodable'],
			[image, 'undecodable'],
			[encrypted, 'encrypted'],
		] as const)
			expect(await check(bytes)).toEqual({ ok: false, type: 'application/pdf', problem });
	});

	it('refuses nesting deeper than any real file', async () => {
		const deep = buildPdf(basicObjects(`/X ${'['.repeat(500)}${']'.repeat(500)}`));
		expect(await check(deep)).toMatchObject({ ok: false, problem: 'undecodable' });
	});

	it('keeps a truncated zlib stream readable, as viewers do', async () => {
		const data = deflateSync(Buffer.from('5 0 << /S /JavaScript /JS (x) >>'));
		const bytes = buildPdf([
			...basicObjects(),
			{
				num: 4,
				dict: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
				data: data.subarray(0, data.length - 4),
			},
		]);
		expect(await check(bytes)).toMatchObject({ ok: false, problem: 'active_pdf' });
	});
});

describe('types by content', () => {
	it('reads Office files and refuses macros where Office is allowed', async () => {
		const docm = Buffer.concat([
			Buffer.from([0x50, 0x4b, 0x03, 0x04]),
			Buffer.from('....[Content_Types].xml....word/document.xml....word/vbaProject.bin'),
		]);
		expect(await checkDocumentContent(docm, ['application/pdf'])).toMatchObject({
			ok: false,
			problem: 'wrong_type',
			type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		});
		expect(await checkDocumentContent(docm, ['application/*'])).toMatchObject({
			ok: false,
			problem: 'active_office',
		});
		const ole = Buffer.from('d0cf11e0a1b11ae1000000', 'hex');
		expect(await checkDocumentContent(ole, null)).toEqual({
			ok: true,
			type: 'application/vnd.ms-office',
		});
	});
});

describe('the local worker’s synchronous inflater gives the same verdicts', () => {
	it('scripts through every filter, the bomb, broken and truncated streams', async () => {
		const truncated = deflateSync(Buffer.from('5 0 << /S /JavaScript /JS (x) >>'));
		const cases = [
			namedScript(['FlateDecode']),
			namedScript(['ASCII85Decode', 'FlateDecode']),
			namedScript(['ASCIIHexDecode', 'LZWDecode', 'RunLengthDecode']),
			pdfBomb(),
			buildPdf([
				...basicObjects(),
				{
					num: 4,
					dict: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
					data: Buffer.from('not zlib at all'),
				},
			]),
			buildPdf([
				...basicObjects(),
				{
					num: 4,
					dict: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
					data: truncated.subarray(0, truncated.length - 4),
				},
			]),
			buildPdf(basicObjects()),
		];
		for (const bytes of cases) expect(await checkInWorker(bytes)).toEqual(await check(bytes));
	});
});
