/** Starts a browser download of `blob` as a file named `filename` (CSVs, MDX drafts, zips). */
export function downloadBlob(filename: string, blob: Blob) {
	const url = URL.createObjectURL(blob);
	const link = document.createElement('a');
	link.href = url;
	link.download = filename;
	document.body.append(link);
	link.click();
	link.remove();
	// Large files (a zip of images) may still be reading the URL for a while.
	setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Starts a browser download of `text` as a file. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
	downloadBlob(filename, new Blob([text], { type }));
}
