import type { Catalog, Table } from './catalog.ts';
import { RestError } from './errors.ts';

/** How an embedded resource joins its parent: [parent column, child column] pairs. */
export type Relationship = {
	table: Table;
	join: [string, string][];
	toOne: boolean;
	inner: boolean;
};

/**
 * Finds the foreign key behind an embed, like PostgREST: parent→child (to-one) or child→parent
 * (to-many, or to-one when the key is the child's primary key), also by FK column or constraint
 * name; a hint (rel!fk or rel!column) picks one of several. !inner filters the parent rows.
 */
export function resolveEmbed(
	catalog: Catalog,
	parent: Table,
	relation: string,
	hints: string[],
): Relationship {
	const candidates: {
		table: Table;
		join: [string, string][];
		toOne: boolean;
		fk: string;
		via: string[];
	}[] = [];
	const target = catalog.tables.get(relation);
	for (const fk of catalog.fks) {
		const pairs = (a: string[], b: string[]) => a.map((c, i): [string, string] => [c, b[i]!]);
		if (
			fk.table === parent.name &&
			(fk.refTable === relation ||
				fk.name === relation ||
				(fk.columns.length === 1 && fk.columns[0] === relation))
		) {
			candidates.push({
				table: catalog.tables.get(fk.refTable)!,
				join: pairs(fk.columns, fk.refColumns),
				toOne: true,
				fk: fk.name,
				via: fk.columns,
			});
		}
		if (target && fk.refTable === parent.name && fk.table === relation) {
			const oneToOne = fk.columns.join() === target.pk.join();
			candidates.push({
				table: target,
				join: pairs(fk.refColumns, fk.columns),
				toOne: oneToOne,
				fk: fk.name,
				via: fk.columns,
			});
		}
	}
	const hint = hints.find((h) => h !== 'inner' && h !== 'left');
	const chosen = hint
		? candidates.filter((c) => c.fk === hint || c.via.includes(hint))
		: candidates;
	if (chosen.length === 0) {
		throw new RestError(
			400,
			'PGRST200',
			`Could not find a relationship between '${parent.name}' and '${relation}' in the schema cache`,
			null,
			'Perhaps you meant a different table or an embedding hint.',
		);
	}
	if (chosen.length > 1) {
		throw new RestError(
			300,
			'PGRST201',
			`Could not embed because more than one relationship was found for '${parent.name}' and '${relation}'`,
			null,
			`Try a hint: ${chosen.map((c) => `${relation}!${c.fk}`).join(', ')}`,
		);
	}
	return { ...chosen[0]!, inner: hints.includes('inner') };
}
