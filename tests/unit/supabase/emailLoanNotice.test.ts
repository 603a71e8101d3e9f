import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../../supabase/functions/_shared/email/templates.ts';

const site = 'https://www.hipotecaclara.es';

describe('«aviso_hipoteca» email (issue 50)', () => {
	it('quotes the notice, names the loan and links to «Mi hipoteca»; optional email', () => {
		const mail = renderEmail(
			'aviso_hipoteca',
			{
				kind: 'revision-aviso',
				title: 'Tu hipoteca se revisa el 1 de marzo de 2027',
				body: 'Tu cuota pasará de 712,30 € a entre 698,10 € y 705,40 €.',
				loan_name: 'Piso de Valencia',
				first_name: 'Lucía',
			},
			site,
		);
		expect(mail.subject).toBe('Tu hipoteca se revisa el 1 de marzo de 2027 («Piso de Valencia»)');
		expect(mail.text).toContain('Hola, Lucía:');
		expect(mail.text).toContain('> Tu cuota pasará de 712,30 € a entre 698,10 € y 705,40 €.');
		expect(mail.html).toContain('href="https://www.hipotecaclara.es/dashboard#hipoteca"');
		expect(mail.text).toContain('Puedes desactivarlos en tu panel');
	});

	it('a loan name that looks like a link is not linked; a missing title reads by its kind', () => {
		const mail = renderEmail(
			'aviso_hipoteca',
			{ kind: 'mejora', loan_name: 'evil.example/x', body: 'Ahorro' },
			site,
		);
		expect(mail.subject).toContain('Tu hipoteca puede mejorar');
		expect(mail.html).not.toContain('href="http://evil.example');
		expect(mail.text).not.toContain('evil.example/x');
	});
});
