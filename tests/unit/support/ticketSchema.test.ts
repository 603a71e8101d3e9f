import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/lib/forms/validateForm.ts';
import {
	messageBodySchema,
	newTicketSchema,
	ticketStatusLabel,
} from '../../../src/lib/support/ticketSchema.ts';

const valid = {
	subject: '  Duda con la tasación ',
	category: 'tasacion',
	priority: 'alta',
	message: ' ¿Cuándo llega el informe? ',
};

describe('newTicketSchema', () => {
	it('accepts a ticket and trims its texts', () => {
		expect(validateForm(newTicketSchema, valid)).toEqual({
			ok: true,
			data: {
				subject: 'Duda con la tasación',
				category: 'tasacion',
				priority: 'alta',
				message: '¿Cuándo llega el informe?',
			},
		});
	});

	it.each([
		[{ subject: ' ab ' }, 'subject', 'El asunto debe tener al menos 3 caracteres'],
		[{ subject: 'x'.repeat(201) }, 'subject', 'El asunto no puede exceder 200 caracteres'],
		[{ category: 'hipotecas' }, 'category', 'Elige una categoría'],
		[{ priority: 'maxima' }, 'priority', 'Elige una prioridad'],
		[{ message: '   ' }, 'message', 'Escribe tu mensaje'],
		[{ message: 'x'.repeat(5001) }, 'message', 'El mensaje no puede exceder 5000 caracteres'],
	])('rejects %o with its Spanish message', (change, field, message) => {
		expect(validateForm(newTicketSchema, { ...valid, ...change })).toEqual({
			ok: false,
			issue: { field, message },
		});
	});

	it('accepts a message of exactly 5000 characters', () => {
		expect(messageBodySchema.safeParse('x'.repeat(5000)).success).toBe(true);
	});
});

describe('ticketStatusLabel', () => {
	it('names the four states of the support_tickets check', () => {
		expect(['abierto', 'en_progreso', 'resuelto', 'cerrado'].map(ticketStatusLabel)).toEqual([
			'Abierto',
			'En progreso',
			'Resuelto',
			'Cerrado',
		]);
	});
});
