import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { handleAuth } from './auth/router.ts';
import { GuardState } from '../functions/_shared/assistantGuard.ts';
import { fetchIndexText, publishedIndexSource } from '../functions/_shared/assistantIndex.ts';
import { purgeDocuments } from '../functions/_shared/purgeDocuments.ts';
import { reviewLoans } from '../functions/_shared/loanNotices.ts';
import { handleFunctions } from './functions.ts';
import { OtpGuard } from './auth/otpGuard.ts';
import { setBcryptCost } from './auth/password.ts';
import { RateLimiter } from './auth/rateLimit.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import type { Database } from './db.ts';
import { openDatabase } from './db-open.ts';
import { withRoleLimits } from './gate.ts';
import { gatewayRefusal } from './gateway.ts';
import { corsHeaders, requestTarget, send } from './http.ts';
import { Mailbox } from './mailbox.ts';
import { type MigrationReport, migrate } from './migrate.ts';
import { type Catalog, loadCatalog } from './rest/catalog.ts';
import { handleRest } from './rest/router.ts';
import { handleBroadcastApi } from './realtime/broadcastApi.ts';
import { startRealtime } from './realtime/server.ts';
import { openBlobStore } from './storage/blobs.ts';
import { startContentPool } from './storage/contentPool.ts';
import { handleStorage } from './storage/router.ts';

/** A started local Supabase: its URL, keys, mailbox and a close() that flushes the database. */
export type LocalSupabase = {
	url: string;
	config: ServerConfig;
	db: Database;
	mailbox: Mailbox;
	report: MigrationReport;
	server: Server;
	close(): Promise<void>;
};

/**
 * Opens the database, applies bootstrap, migrations and seed, and serves auth, REST, realtime,
 * storage and the mailbox on one port. Tests call it with a temporary dataDir and port 0.
 */
export async function startLocalSupabase(
	overrides: Partial<ServerConfig> = {},
	/** A mailbox to keep across restarts (tests of the email queue); a new one by default. */
	services: { mailbox?: Mailbox } = {},
): Promise<LocalSupabase> {
	const config = loadConfig(overrides);
	const db = withRoleLimits(
		await openDatabase(config.databaseUrl, config.dataDir, config.pgliteTemplate),
		config.roleConnections,
		config.poolTimeoutMs,
	);
	const report = await migrate(db, config.supabaseDir, config.seed);
	const catalog: Catalog = await db.transaction(loadCatalog);
	const mailbox = services.mailbox ?? new Mailbox();
	setBcryptCost(config.bcryptCost);
	const limiter = new RateLimiter(config.rateLimit, config.rateWindowMs);
	const verifyLimiter = new RateLimiter(config.verifyRateLimit, 5 * 60_000);
	const otpGuard = new OtpGuard(config.otpMaxFailures);
	const server = createServer();
	const deps = { db, config, mailbox, limiter, verifyLimiter, otpGuard, baseUrl: '' };
	// Upload checks run in worker threads, never on this one (issue 43).
	const pool = startContentPool({
		...(config.contentCheckWorkers > 0 ? { size: config.contentCheckWorkers } : {}),
		timeoutMs: config.contentCheckTimeoutMs,
	});
	// The assistant grounds answers on the published index only (issue 43).
	const readIndex = /^https?:\/\//.test(config.assistantIndex)
		? fetchIndexText(config.assistantIndex)
		: () => readFile(config.assistantIndex, 'utf8');
	const guard: GuardState = new GuardState(
		publishedIndexSource(readIndex, { onChange: (index) => guard.forget(index) }),
	);
	const functionsDeps = { config, guard, content: pool.check };
	const storageDeps = { db, config, blobs: openBlobStore(config.storageDir), content: pool.check };
	const realtime = await startRealtime(server, { db, config, catalog: () => catalog });
	// Requests being answered (or waiting for the database), so close() lets them finish.
	const open = new Map<ServerResponse, IncomingMessage>();
	let drained: (() => void) | undefined;
	// Connections accepted whose first request has not been read yet, with their accept time.
	const fresh = new Map<Socket, number>();
	server.on('connection', (socket: Socket) => {
		fresh.set(socket, Date.now());
		socket.once('close', () => fresh.delete(socket));
	});
	server.on('request', (req, res) => {
		fresh.delete(req.socket);
		open.set(res, req);
		res.once('close', () => {
			open.delete(res);
			if (open.size === 0) drained?.();
		});
	});
	server.on('request', (req, res) => {
		try {
			route(req, res);
		} catch (error) {
			if (!config.quiet) console.error(error);
			send(req, res, 500, { code: 'unexpected_failure', message: 'Internal error' });
		}
	});
	const route = (req: IncomingMessage, res: ServerResponse) => {
		const url = requestTarget(req.url);
		if (!url) {
			send(req, res, 400, { code: 'bad_request', message: 'Invalid request target' });
			return;
		}
		const mailboxPath = url.pathname === '/mailbox' || url.pathname.startsWith('/mailbox/');
		if (req.method === 'OPTIONS' && mailboxPath) {
			res.writeHead(403);
			res.end();
			return;
		}
		if (req.method === 'OPTIONS') {
			res.writeHead(204, corsHeaders(req));
			res.end();
			return;
		}
		const path = url.pathname;
		const done = (p: Promise<void> | void) =>
			Promise.resolve(p).catch((error: unknown) => {
				if (!config.quiet) console.error(error);
				send(req, res, 500, { code: 'unexpected_failure', message: 'Internal error' });
			});
		const refusal = gatewayRefusal(req, url, config);
		if (refusal) {
			req.resume();
			send(req, res, refusal.status, refusal.body);
			return;
		}
		if (path.startsWith('/auth/v1/')) void done(handleAuth(req, res, url, deps));
		else if (path.startsWith('/rest/v1'))
			void done(handleRest(req, res, url, { db, config, catalog: () => catalog }));
		else if (path.startsWith('/realtime/v1/api/'))
			void done(handleBroadcastApi(req, res, url, realtime.hub, config));
		else if (path.startsWith('/storage/v1/')) void done(handleStorage(req, res, url, storageDeps));
		else if (path.startsWith('/functions/v1/'))
			void done(handleFunctions(req, res, url, functionsDeps));
		else if (mailboxPath) mailbox.handle(req, res, url);
		else if (path === '/' || path === '/health')
			send(req, res, 200, { status: 'ok', database: db.kind });
		else send(req, res, 404, { code: 'not_found', message: `No route for ${path}` });
	};
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(config.port, config.host, resolve);
	});
	config.port = (server.address() as AddressInfo).port;
	const url = `http://${config.host}:${config.port}`;
	deps.baseUrl = url;
	// The vault's retention job (hosted: pg_cron calling the purgar-documentos Edge Function).
	const purge = config.purgeIntervalMs
		? setInterval(() => {
				purgeDocuments(url, config.serviceRoleKey).catch((error: unknown) => {
					if (!config.quiet) console.error('purgar-documentos:', error);
				});
			}, config.purgeIntervalMs).unref()
		: undefined;
	// «Mi hipoteca»'s daily review (hosted: pg_cron calling the revisar-hipotecas Edge Function).
	const loanReview = config.loanReviewIntervalMs
		? setInterval(() => {
				reviewLoans(url, config.serviceRoleKey).catch((error: unknown) => {
					if (!config.quiet) console.error('revisar-hipotecas:', error);
				});
			}, config.loanReviewIntervalMs).unref()
		: undefined;
	let closing: Promise<void> | undefined;
	return {
		url,
		config,
		db,
		mailbox,
		report,
		server,
		close: () =>
			(closing ??= (async () => {
				clearInterval(purge);
				clearInterval(loanReview);
				// Connections that queued in the kernel while a database stall blocked this thread
				// are accepted and read first (closing the listener now would reset them); then
				// stop accepting and let open requests (also those queued behind the stall) finish
				// within drainMs. Idle sockets are closed at the end, not before they could be read.
				const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
				const giveUp = Date.now() + 2000;
				await pause(50);
				while ([...fresh.values()].some((t) => Date.now() - t < 1000) && Date.now() < giveUp)
					await pause(25);
				const closed = new Promise<void>((resolve) => server.close(() => resolve()));
				const settled = (ms: number) =>
					open.size === 0
						? Promise.resolve()
						: Promise.race([
								new Promise<void>((resolve) => (drained = resolve)),
								new Promise<void>((resolve) => setTimeout(resolve, ms).unref()),
							]);
				await settled(config.drainMs);
				// Still waiting: a 503 to retry, never a reset.
				for (const [res, req] of open) {
					if (res.headersSent) continue;
					send(
						req,
						res,
						503,
						{ code: 'shutting_down', message: 'The server is restarting; retry shortly' },
						{ 'Retry-After': '5', Connection: 'close' },
					);
				}
				await settled(1000);
				await realtime.close();
				await pool.close();
				server.closeAllConnections();
				await closed;
				await db.close();
			})()),
	};
}
