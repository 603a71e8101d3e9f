/**
 * `npm run eval:assistant`: the assistant's accuracy on the evaluation suite
 * (tests/fixtures/assistant-eval), per category, for the tuning part and the two held-out parts.
 * `--part=ajuste` limits it to the tuning part; `--fallos` lists the failures of the tuning
 * part (the held-out parts' failures are never listed: they must not be tuned to).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { assistantDataFromFiles } from '../src/lib/ai/assistantDataFiles.ts';
import { answerOffline } from '../src/lib/ai/offline.ts';
import { buildPassages, type MdxFile } from '../src/lib/ai/corpus.ts';
import { buildIndex } from '../src/lib/ai/searchIndex.ts';
import { report, runEval } from '../tests/fixtures/assistant-eval/run.ts';

function mdx(dir: string): MdxFile[] {
	return readdirSync(dir)
		.filter((f) => f.endsWith('.mdx') && !f.startsWith('_'))
		.map((f) => ({
			slug: f.replace(/\.mdx$/, ''),
			raw: readFileSync(`${dir}/${f}`, 'utf8').replace(/\r\n/g, '\n'),
		}));
}

const index = buildIndex(
	buildPassages(mdx('content/guides'), mdx('content/blog')),
	assistantDataFromFiles(),
);
const args = process.argv.slice(2);
const only = args.includes('--part=ajuste') ? 'ajuste' : undefined;
const cat = args.find((a) => a.startsWith('--cat='))?.slice(6);
const results = runEval((q, context) => answerOffline(q, index, context), only);
console.log(report(results));
if (args.includes('--fallos'))
	for (const r of results.filter(
		(x) => (x.failure ?? x.hidden) && x.part === 'ajuste' && (!cat || x.question.cat === cat),
	))
		console.log(
			`\n[${r.question.id}] ${r.question.context ? `(${r.question.context.join(' / ')}) ` : ''}${r.question.q}\n  → ${r.failure ?? r.hidden}\n  ${r.answer.text.slice(0, 400)}\n  ${r.answer.sources.map((s) => s.href).join(' ')}\n  ${JSON.stringify(r.answer.inputs ?? [])}`,
		);
