// @ts-check
/**
 * Design tokens. Semantic colours point at CSS variables defined in src/styles/global.css,
 * which swap values under the `.dark` class, so components never need `dark:` variants for
 * the basics.
 * @type {import('tailwindcss').Config}
 */
export default {
	theme: {
		extend: {
			colors: {
				brand: {
					50: '#eef7f6',
					100: '#d5ecea',
					200: '#aad9d5',
					300: '#73bfb9',
					400: '#3f9f99',
					500: '#23837e',
					600: '#1a6a66',
					700: '#175653',
					800: '#164644',
					900: '#123a39',
				},
				accent: { 400: '#f5b04c', 500: '#e8932a', 600: '#c47517' },
				bg: 'var(--color-bg)',
				fg: 'var(--color-fg)',
				muted: 'var(--color-muted)',
				surface: 'var(--color-surface)',
				line: 'var(--color-line)',
				primary: 'var(--color-primary)',
				'primary-fg': 'var(--color-primary-fg)',
				danger: 'var(--color-danger)',
				'danger-bg': 'var(--color-danger-bg)',
				success: 'var(--color-success)',
			},
			fontFamily: {
				sans: [
					'system-ui',
					'-apple-system',
					'"Segoe UI"',
					'Roboto',
					'"Helvetica Neue"',
					'Arial',
					'sans-serif',
				],
			},
			maxWidth: { content: '72rem' },
			borderRadius: { card: '0.875rem' },
		},
	},
};
