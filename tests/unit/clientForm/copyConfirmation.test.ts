import { describe, expect, it } from 'vitest';
import { formLinkTitleSchema } from '../../../src/lib/clientForm/formLinks.ts';
import { copyOutcome } from '../../../src/lib/clientForm/outcome.ts';
import { parseCopyToken } from '../../../src/lib/clientForm/token.ts';
import { newTicketSchema } from '../../../src/lib/support/ticketSchema.ts';
import { firstNameSchema } from '../../../src/lib/auth/schemas.ts';
import { singleLineMessage } from '../../../src/lib/validation/singleLine.ts';

/** The signed-copy confirmation link and the single-line fields of issue 43 (item 4). */
describe('signed-copy confirmation link', () => {
	it('reads a 64-hex token from ?copia= and nothing else', () => {
		const token = 'ab'.repeat(32);
		expect(parseCopyToken(`?copia=${token}`)).toBe(token);
		expect(parseCopyToken(`?copia=${token.toUpperCase()}`)).toBeNull();
		expect(parseCopyToken('?copia=abc')).toBeNull();
		expect(parseCopyToken(`?token=${token}`)).toBeNull();
	});

	it('maps confirm_signed_copy’s answers, anything else being a failure', () => {
		expect(copyOutcome('enviada', null)).toBe('enviada');
		expect(copyOutcome('no_existe', null)).toBe('no_existe');
		expect(copyOutcome('otra', null)).toBe('failed');
		expect(copyOutcome(null, { code: '500' })).toBe('failed');
	});
});

describe('fields that reach an email header stay on one line', () => {
	it('refuses tabs and line breaks with one Spanish message', () => {
		const issues = [
			formLinkTitleSchema.safeParse('Aviso\nde su banco'),
			firstNameSchema.safeParse('Ana\u2028Bcc'),
			newTicketSchema.shape.subject.safeParse('Consulta\tBcc: x'),
		].map((r) => r.error?.issues[0]?.message);
		expect(issues).toEqual([singleLineMessage, singleLineMessage, singleLineMessage]);
		expect(formLinkTitleSchema.safeParse('  Compra en Sevilla  ').data).toBe('Compra en Sevilla');
	});
});
