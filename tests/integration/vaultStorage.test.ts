import { describe } from 'vitest';
import { startTestServer } from './helpers.ts';
import { vaultMatrix } from './vaultStorage.ts';

describe('documentos bucket on PGlite', () => {
	vaultMatrix(() => startTestServer());
});
