/** PostgreSQL's SQLSTATE for a unique constraint violation; pg and PGlite both put it on `code`. */
const UNIQUE_VIOLATION = '23505'
const FOREIGN_KEY_VIOLATION = '23503'

function sqlState(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
}

/** True when a statement failed on a unique index; `constraint` narrows it to one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlState(error) !== UNIQUE_VIOLATION) return false
  if (!constraint) return true
  return (
    typeof error === 'object' && error !== null && 'constraint' in error && error.constraint === constraint
  )
}

/** True when a statement failed because a row is still referenced. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === FOREIGN_KEY_VIOLATION
}

/**
 * SQLSTATEs and socket errors that say the database is not there right now (restarting, shutting down, the
 * connection cut), as opposed to a statement that failed: the request may be tried again as it was.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
])

/** True when an error means the database cannot be reached now (not that the request was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = sqlState(error)
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
  // node-postgres's own words when a connection ends under a query or a pool cannot open one in time.
  const message = error instanceof Error ? error.message : ''
  return /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error/.test(
    message,
  )
}
