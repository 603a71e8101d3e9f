import { type DocumentStatus, kindInfo, type VaultKind, vaultKinds } from './kinds.ts';

/** A document row as the checklist reads it. */
export interface VaultDocument {
	id: string;
	kind: VaultKind;
	object_path: string;
	file_name: string;
	status: DocumentStatus;
	reason: string | null;
	size_bytes: number;
	created_at: string;
	updated_at: string;
}

/** One line of the checklist: a kind with its files and what is still missing. */
export interface ChecklistItem {
	kind: VaultKind;
	files: VaultDocument[];
	/** Files still expected (0 when complete or when the kind is optional). */
	missing: number;
	/** The state shown for the kind: pendiente while files are missing, else the worst one. */
	status: DocumentStatus;
}

/** One step of the process with the kinds it asks for. */
export interface ChecklistStep {
	step: number;
	items: ChecklistItem[];
}

const worst: readonly DocumentStatus[] = ['rechazado', 'pendiente', 'recibido', 'revisado'];

/**
 * The vault per step (3: identity, income and savings; 5: the FEIN), each kind with its files
 * newest first and a state: rechazado if any file was rejected, pendiente while files are
 * missing, recibido until every file is reviewed.
 */
export function checklist(documents: readonly VaultDocument[]): ChecklistStep[] {
	const steps = new Map<number, ChecklistItem[]>();
	for (const kind of vaultKinds) {
		const info = kindInfo[kind];
		const files = documents
			.filter((d) => d.kind === kind)
			.sort((a, b) => b.created_at.localeCompare(a.created_at));
		const missing = Math.max(0, info.expected - files.length);
		const states: DocumentStatus[] = files.map((f) => f.status);
		if (missing > 0) states.push('pendiente');
		const status =
			worst.find((s) => states.includes(s)) ?? (files.length ? 'revisado' : 'pendiente');
		const items = steps.get(info.step) ?? [];
		items.push({ kind, files, missing, status });
		steps.set(info.step, items);
	}
	return [...steps.entries()].sort(([a], [b]) => a - b).map(([step, items]) => ({ step, items }));
}
