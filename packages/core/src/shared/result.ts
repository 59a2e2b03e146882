/**
 * Expected failures are values: a rule returns `Result<T, E>` where `E` carries a `code` from a closed set.
 * Only broken invariants (programming errors) throw.
 */
export type Ok<T> = { readonly ok: true; readonly value: T }
export type Err<E> = { readonly ok: false; readonly error: E }
export type Result<T, E> = Ok<T> | Err<E>

/** A successful result. */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value }
}

/** A failed result. */
export function err<E>(error: E): Err<E> {
  return { ok: false, error }
}

/** Throws on a value that a closed `switch` should never reach. */
export function exhaustive(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`)
}
