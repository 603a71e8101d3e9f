import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { type Catalog, loadCatalog } from '../../supabase/local/rest/catalog.ts';
import { RestError } from '../../supabase/local/rest/errors.ts';
import { readTree } from '../../supabase/local/rest/select.ts';
import { readSql } from '../../supabase/local/rest/table.ts';
import { startTestServer } from './helpers.ts';

let app: LocalSupabase;
let catalog: Catalog;

beforeAll(async () => {
	app = await startTestServer();
	catalog = await app.db.transaction(loadCatalog);
}, 60_000);
afterAll(() => app.close());

/** The report's request: a cast with spaces pasted a UNION over pg_roles into the SQL. */
const exploit =
	'question_hash::text as id from ai_response_cache t0 union select rolname from pg_roles union select question_hash';

const get = (table: string, query: string) =>
	fetch(`${app.url}/rest/v1/${table}?${query}`, { headers: { apikey: app.config.anonKey } });

// Words the compiler itself writes; any other bare word in the SQL came from the request.
const sqlWords = new Set(
	(
		'select coalesce json_agg json text int count as body n from where and or not limit offset ' +
		'order by asc desc nulls first last is null true false unknown distinct in exists row_to_json ' +
		'public _root like ilike to_tsvector to_tsquery plainto_tsquery phraseto_tsquery ' +
		'websearch_to_tsquery regconfig varchar char citext int2 int4 int8 integer smallint bigint ' +
		'numeric decimal real float4 float8 bool boolean date time timetz timestamp timestamptz ' +
		'interval uuid jsonb'
	).split(' '),
);

/**
 * Checks compiled SQL: the only literal is '[]', every table is a public table of the catalog,
 * every column reference (alias."col") is a column of the table behind that alias, and every
 * other bare word is one the compiler writes (so no pg_roles, union, semicolons or comments).
 */
function assertSafeSql(sql: string, root: string) {
	const bare = sql
		.replaceAll(/"(?:[^"]|"")*"/g, ' ')
		.replaceAll("'[]'", ' ')
		.replaceAll(/\$\d+/g, ' ');
	expect(bare).not.toMatch(/['`;$\\]|--|\/\*/);
	const aliases = new Map<string, string>([['t0', root]]);
	// Embedded tables: `from public."x" tN`.
	for (const m of sql.matchAll(/public\."((?:[^"]|"")*)" (t\d+)/g)) aliases.set(m[2]!, m[1]!);
	for (const m of sql.matchAll(/public\."((?:[^"]|"")*)"/g))
		expect(catalog.tables.has(m[1]!), `table ${m[1]}`).toBe(true);
	for (const m of sql.matchAll(/\b(t\d+)\."((?:[^"]|"")*)"/g)) {
		const table = catalog.tables.get(aliases.get(m[1]!) ?? '');
		expect(table?.columns.has(m[2]!), `column ${m[1]}.${m[2]}`).toBe(true);
	}
	for (const word of bare.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
		if (/^_?t\d+$/.test(word)) continue;
		expect(sqlWords.has(word.toLowerCase()), `bare word ${word} in ${sql}`).toBe(true);
	}
}

// Pieces an attacker would try, mixed with the grammar's own tokens and real names.
const fragment = fc.constantFrom(
	'question_hash',
	'response',
	'hit_count',
	'id',
	'subject',
	'status',
	'body',
	'ticket_messages',
	'support_tickets',
	'messages:ticket_messages',
	'ticket_messages!inner',
	'::',
	'::text',
	'::int[]',
	'::regclass',
	'::text as id from pg_roles',
	' union select rolname from pg_roles',
	'pg_roles',
	'rolname',
	'"',
	"'",
	'(',
	')',
	',',
	':',
	'.',
	'->',
	'->>',
	';',
	'--',
	'/*',
	'*',
	' ',
	'eq.',
	'not.',
	'in.(',
	'is.null',
	'fts(english).',
	'desc',
	'nullslast',
	'or=(',
	'$1',
	'\\',
);
const text = fc.array(fragment, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
// A select item shaped like the grammar (name, then cast or alias or embed), with noise after.
const column = fc.constantFrom('question_hash', 'response', 'hit_count', 'subject', 'status');
const item = fc
	.tuple(column, fc.constantFrom('::', ':', '->', '(', '::text'), text)
	.map((parts) => parts.join(''));

type Attempt = { table: string; params: [string, string][] };

const attempt: fc.Arbitrary<Attempt> = fc.record({
	table: fc.constantFrom('ai_response_cache', 'support_tickets'),
	params: fc.array(
		fc.oneof(
			text.map((v): [string, string] => ['select', v]),
			fc
				.array(item, { minLength: 1, maxLength: 3 })
				.map((items): [string, string] => ['select', items.join(',')]),
			fc.tuple(text, text),
			text.map((v): [string, string] => ['order', v]),
			text.map((v): [string, string] => ['or', `(${v})`]),
			text.map((v): [string, string] => ['ticket_messages.order', v]),
			text.map((v): [string, string] => ['ticket_messages.select', v]),
		),
		{ minLength: 1, maxLength: 2 },
	),
});

/** Compiles an attempt: a RestError 400 (refused) or the SQL it would run. */
function compile(a: Attempt): { refused: RestError } | { sql: string } {
	try {
		const tree = readTree(catalog, catalog.tables.get(a.table), new URLSearchParams(a.params));
		return { sql: readSql(tree, () => `public."${a.table}"`).sql };
	} catch (error) {
		if (error instanceof RestError) return { refused: error };
		throw error;
	}
}

describe('REST select/filter/order/embed strings cannot inject SQL', () => {
	it('refuses the reported cast injection with a 400 and no pg_roles rows', async () => {
		const res = await get('ai_response_cache', `select=${encodeURIComponent(exploit)}`);
		expect(res.status).toBe(400);
		const body = (await res.json()) as { code: string; message: string };
		expect(body.code).toBe('PGRST100');
		expect(body.message).toContain('invalid cast');
		expect(JSON.stringify(body)).not.toContain('postgres');
	});

	it('keeps casts working for types on the closed list', async () => {
		const res = await get('ai_response_cache', 'select=hit_count::text,updated_at::date');
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual([]);
		expect((await get('ai_response_cache', 'select=hit_count::int8')).status).toBe(200);
		expect((await get('ai_response_cache', 'select=hit_count::pg_roles')).status).toBe(400);
		expect((await get('ai_response_cache', 'select=hit_count::text%20as%20x')).status).toBe(400);
	});

	it('refuses a filter whose key names no column (only dots, or empty) with a 400', async () => {
		// Found by the property below (seed -992034122): the key "." crashed the parser.
		for (const key of ['.', '..', '']) {
			const out = compile({ table: 'ai_response_cache', params: [[key, 'eq.']] });
			expect('refused' in out && out.refused.code).toBe('PGRST100');
		}
		const res = await get('ai_response_cache', '.=eq.x');
		expect(res.status).toBe(400);
		expect(((await res.json()) as { code: string }).code).toBe('PGRST100');
	});

	it('either refuses a generated request with a 400 or compiles it to SQL naming only real columns', () => {
		fc.assert(
			fc.property(attempt, (a) => {
				const out = compile(a);
				if ('refused' in out) {
					expect(out.refused.status).toBe(400);
					expect(out.refused.code).toMatch(/^(PGRST\d{3}|42703)$/);
				} else assertSafeSql(out.sql, a.table);
			}),
			{ numRuns: 3000 },
		);
	});

	it('answers generated requests over HTTP with 200 or a PostgREST error, never rows of pg_roles', async () => {
		await fc.assert(
			fc.asyncProperty(attempt, async (a) => {
				const query = new URLSearchParams(a.params).toString();
				const res = await get(a.table, query);
				const body = await res.text();
				// 404 only as PostgREST answers 42883: an operator that does not exist for the
				// column's type (e.g. `status->key` on a text column).
				expect([200, 400, 404], `${res.status} ${query} ${body}`).toContain(res.status);
				expect(body).not.toMatch(/pg_signal_backend|service_role|authenticator/);
				if (res.status !== 200)
					expect(Object.keys(JSON.parse(body) as object).sort()).toEqual([
						'code',
						'details',
						'hint',
						'message',
					]);
				if (res.status === 404) expect((JSON.parse(body) as { code: string }).code).toBe('42883');
			}),
			{ numRuns: 150 },
		);
	});
});
