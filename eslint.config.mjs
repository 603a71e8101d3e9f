// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
	{
		ignores: [
			'dist/',
			'dist-e2e/',
			'.astro/',
			'.data/',
			'node_modules/',
			'test-results/',
			'playwright-report/',
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
	{
		// Islands and the tool helpers they load import the engine's modules directly: the barrel
		// (lib/mortgage/index.ts) would put every engine module and data file in each island's chunk.
		files: ['src/islands/**', 'src/lib/tools/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '(^|/)mortgage(/index(\\.ts)?)?$',
							message:
								'Importa el módulo del motor que uses (p. ej. ~/lib/mortgage/subrogation.ts), no el barril.',
						},
					],
				},
			],
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
