/** Rows come back as plain objects; affectedRows counts what a write touched. */
export type QueryResult = { rows: Record<string, unknown>[]; affectedRows: number };

/** A connection inside one transaction. */
export type Tx = {
	/** One statement with bound parameters ($1, $2…). */
	query(sql: string, params?: unknown[]): Promise<QueryResult>;
	/** Several statements without parameters (migrations). */
	exec(sql: string): Promise<void>;
};

/** The database the server talks to: PGlite on disk or a real PostgreSQL. */
export type Database = {
	/** 'pglite' or 'postgres', printed in the banner. */
	kind: string;
	/**
	 * Runs fn in BEGIN … COMMIT, rolling back if it throws; concurrent calls never interleave
	 * badly. `who` (the API role the transaction acts as and the client's address) counts it
	 * against that role's share and orders it fairly among that role's clients.
	 */
	transaction<T>(fn: (tx: Tx) => Promise<T>, who?: { role: string; client?: string }): Promise<T>;
	/** Calls onPayload for every NOTIFY on channel; resolves to an unsubscribe function. */
	listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
	/** Flushes and closes (PGlite writes its files, the pool ends). */
	close(): Promise<void>;
};
