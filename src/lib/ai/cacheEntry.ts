/** The assistant's cached answers as the admin reviews them: a preview and the edit's rule. */

/** A short preview of a long text (an AI answer), cut at a word. */
export function preview(text: string, max = 140): string {
	const flat = text.replace(/\s+/g, ' ').trim();
	if (flat.length <= max) return flat;
	const cut = flat.slice(0, max);
	const space = cut.lastIndexOf(' ');
	return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Limits of a cached AI answer (the ai_response_cache check). */
export const aiResponseLimits = { min: 1, max: 20000 } as const;

/** The answer to store, or a Spanish reason it cannot be. */
export function checkAiResponse(
	value: string,
): { ok: true; response: string } | { ok: false; message: string } {
	const response = value.trim();
	if (response.length < aiResponseLimits.min) return { ok: false, message: 'Escribe la respuesta' };
	if (response.length > aiResponseLimits.max) {
		return { ok: false, message: 'La respuesta no puede exceder 20000 caracteres' };
	}
	return { ok: true, response };
}
