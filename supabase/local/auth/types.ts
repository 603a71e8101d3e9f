import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db.ts';
import type { Mailbox } from '../mailbox.ts';
import type { OtpGuard } from './otpGuard.ts';
import type { RateLimiter } from './rateLimit.ts';

/** What every auth handler needs. */
export type AuthDeps = {
	db: Database;
	config: ServerConfig;
	mailbox: Mailbox;
	limiter: RateLimiter;
	/** POST /verify attempts per IP. */
	verifyLimiter: RateLimiter;
	/** Wrong codes per address. */
	otpGuard: OtpGuard;
	/** http://host:port of this server, for links in emails. */
	baseUrl: string;
};

/** One parsed auth request. */
export type AuthRequest = {
	req: IncomingMessage;
	url: URL;
	path: string;
	body: Record<string, unknown>;
	token: string | undefined;
	ip: string;
};

/** A handler's answer: status and JSON body (or a redirect). */
export type AuthReply = { status: number; body?: unknown; location?: string };
