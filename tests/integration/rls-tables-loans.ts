// Dominio: loans
import type { Actor, TableSpec, World } from './rls-tables.ts';

/** The loans and loan_notices rows of the RLS matrix (issue 50): the owner alone. */

const T = true;
const F = false;

/** A fixed-rate loan as the columns of public.loans. */
export const loanColumnsFor = (userId: string, name = 'Piso de prueba') => ({
	user_id: userId,
	name,
	principal: 150000,
	signed_on: '2020-03-15',
	first_payment_month: '2020-04',
	months: 300,
	kind: 'fija',
	tin: 2.1,
});

async function loanOfA(w: World): Promise<string> {
	const { data, error } = await w.svc
		.from('loans')
		.insert(loanColumnsFor(w.ids.userA))
		.select('id')
		.single();
	if (error) throw new Error(`fixture loans: ${error.message}`);
	return data.id;
}

export const loansSpec: TableSpec = {
	table: 'loans',
	key: 'id',
	patch: { name: 'Cambiado' },
	fixture: loanOfA,
	// Everyone tries to add a loan for A: only A may (admins too are refused).
	insertRow: (w: World, _a: Actor) => loanColumnsFor(w.ids.userA),
	expect: {
		select: [F, T, F, F],
		insert: [F, T, F, F],
		update: [F, T, F, F],
		delete: [F, T, F, F],
	},
};

export const loanNoticesSpec: TableSpec = {
	table: 'loan_notices',
	key: 'id',
	patch: { kind: 'mejora' },
	fixture: async (w) => {
		const { data, error } = await w.svc
			.from('loan_notices')
			.insert({
				loan_id: await loanOfA(w),
				key: 'revision-aviso:2027-01-01',
				kind: 'revision-aviso',
			})
			.select('id')
			.single();
		if (error) throw new Error(`fixture loan_notices: ${error.message}`);
		return data.id;
	},
	insertRow: async (w) => ({
		loan_id: await loanOfA(w),
		key: 'mejora:subrogacion',
		kind: 'mejora',
	}),
	// The owner sees which notices a loan had; only the job (service role) writes them.
	expect: {
		select: [F, T, F, F],
		insert: [F, F, F, F],
		update: [F, F, F, F],
		delete: [F, F, F, F],
	},
};
