/**
 * PostgreSQL's error, wherever it sits in the chain: drizzle wraps the driver's error (`cause`), and a
 * transaction may wrap it again. Callers that act on one SQLSTATE (a unique violation to try another value, a
 * lock not available to try again later) read it here instead of each walking the chain its own way.
 */
export interface PostgresError {
  /** The SQLSTATE, e.g. 23505 (unique_violation), 55P03 (lock_not_available). */
  code: string;
  /** The constraint named by the error, when it names one. */
  constraint?: string;
}

export function postgresErrorOf(error: unknown): PostgresError | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
  }
  return undefined;
}
