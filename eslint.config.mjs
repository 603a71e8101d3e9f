// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Islands and the tool helpers they load import the engine's modules directly: the barrel
 * (lib/mortgage/index.ts) would put every engine module and data file in each island's chunk.
 */
const barrel = {
	regex: '(^|/)mortgage(/index(\\.ts)?)?$',
	message:
		'Importa el módulo del motor que uses (p. ej. ~/lib/mortgage/subrogation.ts), no el barril.',
};
/** src/lib is the bottom layer: pure logic that imports no state and nothing that renders. */
const libUpward = {
	regex: '(^~/|/src/|^(\\.\\./)+)(stores|islands|components|layouts|pages)/',
	message:
		'src/lib no importa stores, islas, componentes ni páginas: pasa lo que necesites como parámetro.',
};
/**
 * Islands render; the domain stores (src/stores/<domain>.ts) own reads, writes and Realtime.
 * An island that opens the Supabase client or a channel itself duplicates a store's job and
 * escapes its tests, so the client and the channel helper are off limits to islands (types
 * excepted: `import type` of a row type is fine).
 */
const islandsData = {
	regex: '(^~/|/src/|^(\\.\\./)+)lib/supabase/(client|realtime)(\\.ts)?$',
	allowTypeImports: true,
	message:
		'Una isla no abre el cliente de Supabase ni canales Realtime: usa las acciones y stores de src/stores/<dominio>.ts.',
};
/** Stores sit under what renders: they import lib, never islands or components. */
const storesUpward = {
	regex: '(^~/|/src/|^(\\.\\./)+)(islands|components|layouts|pages)/',
	message: 'Un store no importa islas, componentes ni páginas.',
};

/**
 * The panel (islands/dashboard) and the admin area (islands/admin) are shells: they hold their
 * own frame (and the admin its own users domain and tools) and load each domain's section from
 * that domain's folder with import(), so a section's code arrives only when it is opened and a
 * domain keeps one home. A static import of another island folder from a shell is refused; the
 * shared UI kit and the session's gate are the exceptions.
 */
const shellDomains = {
	regex: '(^~/islands/|/src/islands/|^\\.\\./)(?!shared/|session/)[\\w-]+/',
	message:
		'Un armazón (panel o administración) no importa secciones de dominio de forma estática: cárgalas con import() desde src/islands/<dominio>/.',
};

/**
 * The same layer rules for dynamic imports, which no-restricted-imports does not see: an
 * `import('~/stores/…')` from lib would be an arrow back up all the same.
 */
/** @param {string} pattern an esquery regex literal @param {string} message */
const dynamicImport = (pattern, message) => ({
	selector: `ImportExpression[source.value=${pattern}]`,
	message,
});
const libUpwardDynamic = dynamicImport(
	'/^(~\\/|(\\.\\.\\/)+)(stores|islands|components|layouts|pages)\\//',
	libUpward.message,
);
const storesUpwardDynamic = dynamicImport(
	'/^(~\\/|(\\.\\.\\/)+)(islands|components|layouts|pages)\\//',
	storesUpward.message,
);
const islandsDataDynamic = dynamicImport(
	'/lib\\/supabase\\/(client|realtime)(\\.ts)?$/',
	islandsData.message,
);

export default defineConfig(
	{
		ignores: [
			'dist/',
			'dist-e2e/',
			'dist-spa/',
			'bench/spa-baseline/generated/',
			'.astro/',
			'.data/',
			'node_modules/',
			'test-results/',
			'playwright-report/',
			// The held-out fixtures' generator, kept as its independent author wrote it.
			'scripts/documentFixtures2/',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	...astro.configs.recommended,
	{
		files: ['**/*.ts', '**/*.tsx'],
		extends: [...tseslint.configs.recommendedTypeChecked],
		languageOptions: {
			parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
		},
	},
	{
		files: ['**/*.tsx'],
		...jsxA11y.configs.recommended,
	},
	{
		files: ['scripts/**', 'supabase/**', 'tests/**', '*.config.*', '*.mjs'],
		languageOptions: { globals: { ...globals.node } },
	},
	{
		files: ['src/**'],
		languageOptions: { globals: { ...globals.browser } },
	},
	// Layers, bottom to top: src/lib (pure logic) < src/stores (state, data access) < src/islands and
	// src/components (what renders). An arrow back up makes the pure layer depend on the browser
	// and on rendering, and lets import circles in; these rules keep every arrow pointing down.
	{
		files: ['src/islands/**'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [barrel, islandsData] }],
			'no-restricted-syntax': ['error', islandsDataDynamic],
		},
	},
	{
		files: ['src/islands/dashboard/**', 'src/islands/admin/**'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [barrel, islandsData, shellDomains] }],
		},
	},
	{
		files: ['src/lib/**'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [libUpward] }],
			'no-restricted-syntax': ['error', libUpwardDynamic],
		},
	},
	{
		// The tool helpers are lib code that islands load: both rules apply.
		files: ['src/lib/tools/**'],
		rules: { 'no-restricted-imports': ['error', { patterns: [barrel, libUpward] }] },
	},
	{
		files: ['src/stores/**'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [storesUpward] }],
			'no-restricted-syntax': ['error', storesUpwardDynamic],
		},
	},
	{
		rules: {
			// Unused arguments named with a leading underscore are deliberate (callback signatures).
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
			],
		},
	},
	prettier,
);
