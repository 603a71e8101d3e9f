import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where object bytes live: one file per object version (a fresh uuid per upload) under
 * `root/<first two characters>/<version>`, or a Map when root is memory://. Names never reach
 * the file system, so no key can escape the folder. A version is written before its row commits,
 * and the version it replaced is removed after.
 */
export type BlobStore = {
	put(version: string, bytes: Buffer): Promise<void>;
	get(version: string): Promise<Buffer | null>;
	remove(version: string): Promise<void>;
};

export function openBlobStore(root: string): BlobStore {
	if (root.startsWith('memory://')) {
		const blobs = new Map<string, Buffer>();
		return {
			put: (v, bytes) => Promise.resolve(void blobs.set(v, bytes)),
			get: (v) => Promise.resolve(blobs.get(v) ?? null),
			remove: (v) => Promise.resolve(void blobs.delete(v)),
		};
	}
	const pathOf = (v: string) => {
		if (!/^[0-9a-f-]{36}$/.test(v)) throw new Error(`not a version id: ${v}`);
		return join(root, v.slice(0, 2), v);
	};
	return {
		async put(v, bytes) {
			const path = pathOf(v);
			await mkdir(dirname(path), { recursive: true });
			await writeFile(`${path}.part`, bytes);
			await rename(`${path}.part`, path);
		},
		async get(v) {
			try {
				return await readFile(pathOf(v));
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
				throw error;
			}
		},
		async remove(v) {
			await rm(pathOf(v), { force: true });
		},
	};
}
