/** Starts a browser download of `text` as a file. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
	const url = URL.createObjectURL(new Blob([text], { type }));
	const link = document.createElement('a');
	link.href = url;
	link.download = filename;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}
