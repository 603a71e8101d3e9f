import { zipSync } from 'fflate';
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { utilityUi } from '~/lib/i18n/utilityPages.ts';
import {
	optimizeOptionsSchema,
	outputName,
	savedPercent,
	uniqueNames,
	type OutputFormat,
} from '~/lib/images/optimize.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { canEncode, encodeImage, UnreadableImageError, UnsupportedFormatError } from './encode.ts';
import { downloadBlob } from '~/islands/shared/ui/download.ts';

const t = utilityUi.imageOptimizer;

/** One optimised image, ready to download. */
interface Result {
	name: string;
	before: number;
	blob: Blob;
	url: string;
	width: number;
	height: number;
}

type Progress = { done: number; total: number; running: boolean } | null;

const inputClass = 'mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2.5 text-base';

/**
 * Image optimiser for editors: resizes a batch of images and converts them to WebP or AVIF in
 * the browser (nothing is uploaded), showing progress and before/after sizes, with a zip of all.
 */
function ImageOptimizer() {
	const id = useId();
	const [files, setFiles] = useState<File[]>([]);
	const [format, setFormat] = useState<OutputFormat>('webp');
	const [avif, setAvif] = useState<boolean | null>(null);
	const [maxWidth, setMaxWidth] = useState('1600');
	const [quality, setQuality] = useState('80');
	const [errors, setErrors] = useState<string[]>([]);
	const [fieldError, setFieldError] = useState<string | null>(null);
	const [results, setResults] = useState<Result[]>([]);
	const [progress, setProgress] = useState<Progress>(null);
	const [progressText, setProgressText] = useState('');
	const urls = useRef<string[]>([]);

	useEffect(() => {
		void canEncode('avif').then(setAvif);
		return () => urls.current.forEach((u) => URL.revokeObjectURL(u));
	}, []);

	const totals = useMemo(
		() => ({
			before: results.reduce((s, r) => s + r.before, 0),
			after: results.reduce((s, r) => s + r.blob.size, 0),
		}),
		[results],
	);

	async function optimize(event: SubmitEvent) {
		event.preventDefault();
		const parsed = optimizeOptionsSchema.safeParse({
			format,
			maxWidth: Number(maxWidth.trim().replace(/\./gu, '')),
			quality: Number(quality.trim()),
		});
		if (files.length === 0) return setFieldError(t.noFiles);
		if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? t.noFiles);
		setFieldError(null);
		urls.current.forEach((u) => URL.revokeObjectURL(u));
		urls.current = [];
		setResults([]);
		const problems: string[] = [];
		const done: Result[] = [];
		const names = uniqueNames(files.map((f) => outputName(f.name, parsed.data.format)));
		for (const [i, file] of files.entries()) {
			setProgress({ done: i, total: files.length, running: true });
			const name = names[i] ?? outputName(file.name, parsed.data.format);
			if (!file.type.startsWith('image/')) {
				problems.push(t.notAnImage(file.name));
				continue;
			}
			try {
				const image = await encodeImage(file, parsed.data);
				const url = URL.createObjectURL(image.blob);
				urls.current.push(url);
				done.push({ name, before: file.size, url, ...image });
				setResults([...done]);
			} catch (error) {
				if (error instanceof UnsupportedFormatError) {
					problems.push(t.unsupported(parsed.data.format.toUpperCase()));
					break;
				}
				problems.push(t.unreadable(file.name));
				if (!(error instanceof UnreadableImageError)) console.error(error);
			}
		}
		setErrors(problems);
		setProgress({ done: files.length, total: files.length, running: false });
		setProgressText(t.done(done.length, files.length));
	}

	const status = progress?.running ? t.working(progress.done, progress.total) : progressText;

	async function downloadZip() {
		const entries: Record<string, Uint8Array> = {};
		for (const r of results) entries[r.name] = new Uint8Array(await r.blob.arrayBuffer());
		// Images are already compressed: store them (level 0) instead of deflating again.
		downloadBlob(
			t.zipName,
			new Blob([zipSync(entries, { level: 0 })], { type: 'application/zip' }),
		);
	}

	return (
		<div className="space-y-6">
			<form
				onSubmit={(e) => void optimize(e)}
				noValidate
				className="space-y-5 rounded-card border border-line p-5"
			>
				<div>
					<label htmlFor={`${id}-files`} className="font-semibold">
						{t.files}
					</label>
					<p id={`${id}-files-hint`} className="text-sm text-muted">
						{t.filesHint}
					</p>
					<input
						id={`${id}-files`}
						type="file"
						accept="image/*"
						multiple
						aria-describedby={`${id}-files-hint`}
						className={inputClass}
						onChange={(e) => setFiles([...(e.currentTarget.files ?? [])])}
					/>
				</div>
				<fieldset>
					<legend className="font-semibold">{t.format}</legend>
					<div className="mt-1 flex gap-6">
						{(['webp', 'avif'] as const).map((f) => (
							<label key={f} className="flex min-h-11 items-center gap-2">
								<input
									type="radio"
									name={`${id}-format`}
									value={f}
									checked={format === f}
									disabled={f === 'avif' && avif === false}
									onChange={() => setFormat(f)}
								/>
								{f.toUpperCase()}
							</label>
						))}
					</div>
					{avif === false && <p className="text-sm text-muted">{t.avifUnsupported}</p>}
				</fieldset>
				<div className="grid gap-4 sm:grid-cols-2">
					<div>
						<label htmlFor={`${id}-width`} className="font-semibold">
							{t.maxWidth}
						</label>
						<input
							id={`${id}-width`}
							inputMode="numeric"
							value={maxWidth}
							onChange={(e) => setMaxWidth(e.currentTarget.value)}
							aria-describedby={`${id}-width-hint`}
							className={inputClass}
						/>
						<p id={`${id}-width-hint`} className="mt-1 text-sm text-muted">
							{t.maxWidthHint}
						</p>
					</div>
					<div>
						<label htmlFor={`${id}-quality`} className="font-semibold">
							{t.quality}
						</label>
						<input
							id={`${id}-quality`}
							inputMode="numeric"
							value={quality}
							onChange={(e) => setQuality(e.currentTarget.value)}
							aria-describedby={`${id}-quality-hint`}
							className={inputClass}
						/>
						<p id={`${id}-quality-hint`} className="mt-1 text-sm text-muted">
							{t.qualityHint}
						</p>
					</div>
				</div>
				{fieldError && (
					<p role="alert" className="rounded-lg bg-danger-bg px-3 py-2 text-danger">
						{fieldError}
					</p>
				)}
				<button type="submit" className="btn btn-primary" disabled={progress?.running === true}>
					{t.submit(files.length)}
				</button>
			</form>

			{progress && (
				<div>
					<progress
						className="h-3 w-full accent-primary"
						aria-label={t.progress}
						value={progress.done}
						max={progress.total}
					/>
					<p role="status" className="mt-1 text-sm">
						{status}
					</p>
				</div>
			)}
			{errors.length > 0 && (
				<div role="alert">
					<ul className="list-disc space-y-1 rounded-lg bg-danger-bg py-2 pr-3 pl-8 text-danger">
						{errors.map((e) => (
							<li key={e}>{e}</li>
						))}
					</ul>
				</div>
			)}
			{results.length > 0 && (
				<div className="space-y-4">
					<ScrollRegion
						label={`Tabla: ${t.resultsCaption}`}
						className="rounded-card border border-line"
					>
						<table className="w-full text-left text-sm">
							<caption className="sr-only">{t.resultsCaption}</caption>
							<thead className="bg-surface">
								<tr>
									{t.columns.map((c) => (
										<th key={c} scope="col" className="px-3 py-2 font-semibold">
											{c}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{results.map((r) => (
									<tr key={r.name} className="border-t border-line">
										<th scope="row" className="px-3 py-2 font-medium">
											{r.name}
										</th>
										<td className="px-3 py-2">{t.size(r.before)}</td>
										<td className="px-3 py-2">{t.size(r.blob.size)}</td>
										<td className="px-3 py-2">{t.dimensions(r.width, r.height)}</td>
										<td className="px-3 py-2">{t.saved(savedPercent(r.before, r.blob.size))}</td>
										<td className="px-3 py-2">
											<a
												href={r.url}
												download={r.name}
												className="text-primary underline"
												aria-label={t.downloadOne(r.name)}
											>
												{t.download}
											</a>
										</td>
									</tr>
								))}
							</tbody>
							<tfoot>
								<tr className="border-t border-line font-semibold">
									<th scope="row" className="px-3 py-2">
										{t.total}
									</th>
									<td className="px-3 py-2">{t.size(totals.before)}</td>
									<td className="px-3 py-2">{t.size(totals.after)}</td>
									<td className="px-3 py-2" />
									<td className="px-3 py-2">
										{t.saved(savedPercent(totals.before, totals.after))}
									</td>
									<td className="px-3 py-2" />
								</tr>
							</tfoot>
						</table>
					</ScrollRegion>
					<button type="button" className="btn btn-outline" onClick={() => void downloadZip()}>
						{t.downloadZip}
					</button>
				</div>
			)}
		</div>
	);
}

export default withErrorBoundary(ImageOptimizer, 'ImageOptimizer');
