import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { signJwt } from './jwt.ts';
import { DEFAULT_BCRYPT_COST } from './auth/password.ts';

/** The Supabase CLI's well-known local JWT secret (public, for development only). */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The Supabase CLI's local anon key, signed with DEMO_JWT_SECRET. */
export const DEMO_ANON_KEY =
	'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** The Supabase CLI's local service-role key, signed with DEMO_JWT_SECRET. */
export const DEMO_SERVICE_ROLE_KEY =
	'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** Everything the local server can be told; each field has an environment variable. */
export type ServerConfig = {
	/** TCP port (PORT, default 54321; 0 picks a free one). */
	port: number;
	/** Interface to bind (HOST, default 127.0.0.1). */
	host: string;
	/** HS256 secret for every JWT (JWT_SECRET). */
	jwtSecret: string;
	/** Anon and service-role keys derived from the secret (the CLI's literals for the demo one). */
	anonKey: string;
	serviceRoleKey: string;
	/** PostgreSQL URL (DATABASE_URL); when empty, PGlite in dataDir. */
	databaseUrl: string;
	/** PGlite data directory (DATA_DIR, default .data/pglite); 'memory://' keeps nothing. */
	dataDir: string;
	/**
	 * A dump of a freshly migrated PGlite (PGLITE_TEMPLATE, made by template.ts) that a new PGlite
	 * (in memory or in an empty dataDir) starts from instead of running initdb and every
	 * migration; '' for none. The
	 * migrations still run after it, so a stale template only costs time.
	 */
	pgliteTemplate: string;
	/**
	 * Where Storage keeps object bytes (STORAGE_DIR; default a `storage` folder next to dataDir,
	 * memory:// when dataDir is memory://).
	 */
	storageDir: string;
	/** The Storage server's global upload limit in bytes (FILE_SIZE_LIMIT; hosted's CLI: 50 MiB). */
	storageFileSizeLimit: number;
	/**
	 * Whether uploads to a bucket with allowed_mime_types are checked by content before they are
	 * stored (STORAGE_CONTENT_CHECK, default true). false behaves as hosted Storage does (only the
	 * declared type is compared), leaving the check to the «verificar-documento» function.
	 */
	storageContentCheck: boolean;
	/**
	 * Threads of the pool that runs those checks off the request thread (CONTENT_CHECK_WORKERS;
	 * 0, the default, is one per core beyond the first, at most 2) and the milliseconds one check
	 * may take before it is stopped and the upload refused (CONTENT_CHECK_TIMEOUT_MS, 10 s).
	 */
	contentCheckWorkers: number;
	contentCheckTimeoutMs: number;
	/**
	 * Milliseconds between runs of the vault's retention purge (PURGE_INTERVAL_MS, default 6 h;
	 * 0 disables). Hosted runs the same purge daily through pg_cron.
	 */
	purgeIntervalMs: number;
	/**
	 * Milliseconds between runs of «Mi hipoteca»'s review (LOAN_REVIEW_INTERVAL_MS, default 6 h;
	 * 0 disables). Each notice is recorded once, so running more often than daily sends nothing
	 * twice. Hosted runs the same review daily through pg_cron (revisar-hipotecas).
	 */
	loanReviewIntervalMs: number;
	/**
	 * The assistant's published index the asistente-ia function grounds answers on (issue 43):
	 * a file path or a URL (ASSISTANT_INDEX). By default the built site's
	 * dist/herramientas/indice-asistente.json when it exists, else that path under SITE_URL.
	 */
	assistantIndex: string;
	/** Folder holding config.toml, migrations/ and seed.sql. */
	supabaseDir: string;
	/** Where email links send people when redirect_to is missing or not allowed (SITE_URL). */
	siteUrl: string;
	/** Sign-in and signup attempts allowed per IP and window (AUTH_RATE_LIMIT; 0 disables). */
	rateLimit: number;
	/**
	 * bcrypt cost of new password hashes, of the dummy compare for unknown addresses and of the
	 * rehash on sign-in (BCRYPT_COST, 4 to 31; default 10, GoTrue's). Lower only for a throwaway
	 * test server: the browser tests' backend makes and signs in hundreds of accounts, at about
	 * 0,1 s of CPU per hash or compare at cost 10 and 1 ms at 4.
	 */
	bcryptCost: number;
	rateWindowMs: number;
	/** POST /verify attempts allowed per IP and 5 minutes (GoTrue's token_verifications: 30). */
	verifyRateLimit: number;
	/** Wrong codes for one address before its codes are invalidated. */
	otpMaxFailures: number;
	/** Seconds an emailed link or code stays valid (config.toml [auth.email] otp_expiry, 3600). */
	otpExpirySeconds: number;
	/**
	 * Addresses of the reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES,
	 * comma-separated; default none: the socket's address is the caller's).
	 */
	trustedProxies: string[];
	/** Concurrent transactions per API role (the rest wait in line; PostgreSQL's pool has 8). */
	roleConnections: Record<string, number>;
	/** Milliseconds a request waits for its role's turn before a 504 (PostgREST's 10 s). */
	poolTimeoutMs: number;
	/** Milliseconds close() (SIGTERM) waits for open requests before answering them 503. */
	drainMs: number;
	/** Realtime channels one socket, and one user over all sockets, may join (hosted: 100). */
	realtimeChannels: { perConnection: number; perUser: number };
	/** Largest accepted request body in bytes (MAX_BODY_BYTES). */
	maxBodyBytes: number;
	/** Access token lifetime in seconds. */
	jwtExpiry: number;
	/** Seconds a rotated refresh token may still be used (absorbs tab races). */
	refreshReuseSeconds: number;
	/** Run supabase/seed.sql once on a fresh database. */
	seed: boolean;
	/** Print the banner and request errors. */
	quiet: boolean;
};

/** A number setting of supabase/config.toml (key = 123 under the given [section]), if present. */
export function tomlNumber(file: string, section: string, key: string): number | undefined {
	let text: string;
	try {
		text = readFileSync(file, 'utf8');
	} catch {
		return undefined;
	}
	let current = '';
	for (const line of text.split('\n')) {
		const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
		if (header) current = header[1]!.trim();
		const m = /^\s*([A-Za-z_]+)\s*=\s*(\d+)\s*(#.*)?$/.exec(line);
		if (m && current === section && m[1] === key) return Number(m[2]);
	}
	return undefined;
}

/** Builds the configuration from the environment, letting callers (tests) override fields. */
export function loadConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
	const env = process.env;
	const jwtSecret = overrides.jwtSecret ?? env['JWT_SECRET'] ?? DEMO_JWT_SECRET;
	const demo = jwtSecret === DEMO_JWT_SECRET;
	const supabaseDir = overrides.supabaseDir ?? resolve(import.meta.dirname, '..');
	const toml = resolve(supabaseDir, 'config.toml');
	const tenYears = Math.floor(Date.now() / 1000) + 10 * 365 * 86400;
	const key = (role: string) =>
		signJwt(
			{ iss: 'supabase-local', role, iat: Math.floor(Date.now() / 1000), exp: tenYears },
			jwtSecret,
		);
	const dataDir = overrides.dataDir ?? env['DATA_DIR'] ?? resolve('.data/pglite');
	const builtIndex = resolve(supabaseDir, '../dist/herramientas/indice-asistente.json');
	return {
		port: Number(env['PORT'] ?? 54321),
		host: env['HOST'] ?? '127.0.0.1',
		databaseUrl: env['DATABASE_URL'] ?? '',
		dataDir,
		pgliteTemplate: env['PGLITE_TEMPLATE'] ?? '',
		storageDir:
			env['STORAGE_DIR'] ??
			(dataDir.startsWith('memory://') ? 'memory://' : resolve(dataDir, '..', 'storage')),
		storageFileSizeLimit: Number(env['FILE_SIZE_LIMIT'] ?? 50 * 1024 * 1024),
		storageContentCheck: env['STORAGE_CONTENT_CHECK'] !== 'false',
		contentCheckWorkers: Number(env['CONTENT_CHECK_WORKERS'] ?? 0),
		contentCheckTimeoutMs: Number(env['CONTENT_CHECK_TIMEOUT_MS'] ?? 10_000),
		purgeIntervalMs: Number(env['PURGE_INTERVAL_MS'] ?? 6 * 3600_000),
		loanReviewIntervalMs: Number(env['LOAN_REVIEW_INTERVAL_MS'] ?? 6 * 3600_000),
		supabaseDir,
		siteUrl: env['SITE_URL'] ?? 'http://localhost:4321',
		assistantIndex:
			env['ASSISTANT_INDEX'] ??
			(existsSync(builtIndex)
				? builtIndex
				: `${(env['SITE_URL'] ?? 'http://localhost:4321').replace(/\/+$/, '')}/herramientas/indice-asistente.json`),
		rateLimit: Number(env['AUTH_RATE_LIMIT'] ?? 30),
		bcryptCost: bcryptCostFrom(env['BCRYPT_COST']),
		rateWindowMs: 60_000,
		verifyRateLimit: tomlNumber(toml, 'auth.rate_limit', 'token_verifications') ?? 30,
		otpMaxFailures: 5,
		otpExpirySeconds: tomlNumber(toml, 'auth.email', 'otp_expiry') ?? 3600,
		trustedProxies: (env['TRUSTED_PROXIES'] ?? '')
			.split(',')
			.map((a) => a.trim())
			.filter(Boolean),
		roleConnections: { anon: 3, authenticated: 6 },
		poolTimeoutMs: 10_000,
		drainMs: 25_000,
		realtimeChannels: { perConnection: 100, perUser: 100 },
		maxBodyBytes: Number(env['MAX_BODY_BYTES'] ?? 1_048_576),
		jwtExpiry: 3600,
		refreshReuseSeconds: 10,
		seed: env['SEED'] !== 'false',
		quiet: false,
		...overrides,
		jwtSecret,
		anonKey: overrides.anonKey ?? (demo ? DEMO_ANON_KEY : key('anon')),
		serviceRoleKey:
			overrides.serviceRoleKey ?? (demo ? DEMO_SERVICE_ROLE_KEY : key('service_role')),
	};
}

/** A bcrypt cost from the environment: a whole number from 4 to 31, or GoTrue's 10. */
export function bcryptCostFrom(value: string | undefined): number {
	const cost = Number(value);
	return Number.isInteger(cost) && cost >= 4 && cost <= 31 ? cost : DEFAULT_BCRYPT_COST;
}
