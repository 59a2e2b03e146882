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
