import { badParam } from './errors.ts';

/**
 * Bounds on pattern filters (match/imatch, like/ilike, full-text search). PGlite cannot time a
 * query out and runs one at a time, so a pattern whose cost has no bound would stall every
 * endpoint: these are refused with a 400 before anything reaches the database. PostgreSQL's
 * regex engine is cheap to run on patterns without back-references or nested repetition; what
 * costs is compiling `((a{1,30}){1,30}){1,30}` (which also breaks PGlite: "bad buffer ID: 0").
 */
export const PATTERN_LIMITS = {
	/**
	 * Pattern filters per request: each one runs on every row scanned, and PGlite takes about
	 * 30 ms to run the costliest one allowed on 2,000 rows of text (scripts/bench-attack.ts).
	 */
	perRequest: 2,
	regexLength: 100,
	/** Largest count in a {m,n} bound. */
	regexBound: 8,
	regexQuantifiers: 12,
	likeLength: 200,
	searchLength: 200,
};

const refused = (op: string, value: string, why: string) =>
	badParam(
		`"pattern too costly" (${op}.${value.length > 60 ? `${value.slice(0, 60)}…` : value})`,
		`${why}; the local server bounds patterns because PGlite cannot time a query out`,
	);

type Group = { quantified: boolean };

/**
 * Throws a 400 unless a POSIX (ARE) pattern is cheap: short, no back-references, small {m,n}
 * bounds, few quantifiers and no repetition of something that repeats.
 */
export function checkRegex(op: string, pattern: string): void {
	if (pattern.length > PATTERN_LIMITS.regexLength)
		throw refused(op, pattern, `longer than ${PATTERN_LIMITS.regexLength} characters`);
	const stack: Group[] = [{ quantified: false }];
	let quantifiers = 0;
	/** The last atom: a plain one, or a closed group (and whether it repeats inside). */
	let last: 'none' | 'atom' | Group = 'none';
	const quantify = () => {
		if (last === 'none') return;
		if (typeof last === 'object' && last.quantified)
			throw refused(op, pattern, 'a repeated group already repeats inside (nested quantifiers)');
		if (++quantifiers > PATTERN_LIMITS.regexQuantifiers)
			throw refused(op, pattern, `more than ${PATTERN_LIMITS.regexQuantifiers} quantifiers`);
		stack.at(-1)!.quantified = true;
		last = 'none';
	};
	for (let i = 0; i < pattern.length; i++) {
		const ch = pattern[i]!;
		if (ch === '\\') {
			const next = pattern[i + 1] ?? '';
			if (/[1-9]/.test(next)) throw refused(op, pattern, 'back-references are not allowed');
			i++;
			last = 'atom';
		} else if (ch === '[') {
			// A bracket expression is one atom: skip to its closing ] (a leading ] or ^] is literal).
			let j = i + 1;
			if (pattern[j] === '^') j++;
			if (pattern[j] === ']') j++;
			while (j < pattern.length && pattern[j] !== ']') {
				if (pattern[j] === '[' && /[:.=]/.test(pattern[j + 1] ?? '')) {
					const end = pattern.indexOf(`${pattern[j + 1]}]`, j + 2);
					j = end < 0 ? pattern.length : end + 2;
				} else j++;
			}
			i = j;
			last = 'atom';
		} else if (ch === '(') {
			stack.push({ quantified: false });
			if (pattern[i + 1] === '?') i += pattern[i + 2] === '<' ? 3 : 2;
			last = 'none';
		} else if (ch === ')') {
			const group = stack.length > 1 ? stack.pop()! : { quantified: false };
			if (group.quantified) stack.at(-1)!.quantified = true;
			last = group;
		} else if (ch === '*' || ch === '+' || ch === '?') {
			// x*? is one lazy quantifier, not two.
			if (ch === '?' && last === 'none' && /[*+?}]/.test(pattern[i - 1] ?? '')) continue;
			quantify();
		} else if (ch === '{') {
			const bound = /^\{(\d+)(?:,(\d*))?\}/.exec(pattern.slice(i));
			if (!bound) {
				last = 'atom';
				continue;
			}
			if (Math.max(Number(bound[1]), Number(bound[2] || 0)) > PATTERN_LIMITS.regexBound)
				throw refused(op, pattern, `a {m,n} bound above ${PATTERN_LIMITS.regexBound}`);
			quantify();
			i += bound[0].length - 1;
		} else if (ch === '|' || ch === '^' || ch === '$') last = 'none';
		else last = 'atom';
	}
}

/** Throws a 400 when a like/ilike or full-text value is longer than its bound. */
export function checkLength(op: string, value: string, max: number): void {
	if (value.length > max) throw refused(op, value, `longer than ${max} characters`);
}
