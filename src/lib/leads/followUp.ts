/** Limit of a lead's notes (the leads `notes` check). */
export const leadNotesMax = 2000;

/** The notes to store (null when empty), or a Spanish message when they are too long. */
export function checkLeadNotes(
	value: string,
): { ok: true; notes: string | null } | { ok: false; message: string } {
	const notes = value.trim();
	if (notes.length > leadNotesMax)
		return { ok: false, message: 'Las notas no pueden exceder 2000 caracteres' };
	return { ok: true, notes: notes === '' ? null : notes };
}
