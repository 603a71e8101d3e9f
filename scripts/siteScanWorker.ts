/**
 * A worker thread of scripts/lib/siteScan.ts: reads its share of the built pages once (checks
 * their internal links, collects their inline scripts) and answers with what it found.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { scanShare, type ScanTask } from './lib/siteScan.ts';

parentPort?.postMessage(scanShare(workerData as ScanTask));
