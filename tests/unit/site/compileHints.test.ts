import { describe, expect, it } from 'vitest';
import {
	compileHint,
	compileHints,
	wantsEagerCompile,
	withCompileHint,
} from '../../../scripts/astro/compileHints.ts';

const eager = [
	/\/node_modules\/react-dom\/cjs\/react-dom-client\./,
	/\/node_modules\/@supabase\/[\w-]+\//,
];

describe('wantsEagerCompile', () => {
	it('is true for a chunk holding React DOM or a supabase-js package', () => {
		expect(
			wantsEagerCompile(
				['/repo/node_modules/react-dom/cjs/react-dom-client.production.js', '/repo/src/x.ts'],
				eager,
			),
		).toBe(true);
		expect(
			wantsEagerCompile(
				['/repo/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js'],
				eager,
			),
		).toBe(true);
	});

	it('reads Windows paths too', () => {
		expect(
			wantsEagerCompile(['C:\\repo\\node_modules\\@supabase\\realtime-js\\dist\\index.js'], eager),
		).toBe(true);
	});

	it('is false for the page code, React itself and React DOM’s server renderer', () => {
		expect(
			wantsEagerCompile(
				[
					'/repo/src/islands/dashboard/Dashboard.tsx',
					'/repo/node_modules/react/cjs/react.production.js',
					'/repo/node_modules/react-dom/cjs/react-dom-server.browser.production.js',
				],
				eager,
			),
		).toBe(false);
		expect(wantsEagerCompile([], eager)).toBe(false);
	});
});

describe('withCompileHint', () => {
	it('puts the magic comment on the first line, once', () => {
		const code = 'import{t as e}from"./a.js";';
		expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
		expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
		expect(compileHint.endsWith('\n')).toBe(true);
	});
});

describe('compileHints', () => {
	it('adds the comment to the matching chunks of the browser build only, leaving assets alone', () => {
		const plugin = compileHints({ eager });
		const bundle = {
			'_astro/client.A.js': {
				type: 'chunk',
				moduleIds: ['/r/node_modules/react-dom/cjs/react-dom-client.production.js'],
				code: 'var a=1;',
			},
			'_astro/Dashboard.B.js': {
				type: 'chunk',
				moduleIds: ['/r/src/Dashboard.tsx'],
				code: 'var b=2;',
			},
			'_astro/x.css': { type: 'asset', source: 'a{}' },
		};
		const generate = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
		generate.call({}, {}, bundle);
		expect(bundle['_astro/client.A.js'].code).toBe('//# allFunctionsCalledOnLoad\nvar a=1;');
		expect(bundle['_astro/Dashboard.B.js'].code).toBe('var b=2;');
		expect(bundle['_astro/x.css']).toEqual({ type: 'asset', source: 'a{}' });
		const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
		expect(applies({ name: 'client' })).toBe(true);
		expect(applies({ name: 'ssr' })).toBe(false);
		expect(applies({ name: 'prerender' })).toBe(false);
	});
});
