import { rlsMatrix } from './rls-matrix.ts';
import { startTestServer } from './helpers.ts';

rlsMatrix(() => startTestServer());
