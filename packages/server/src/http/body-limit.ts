import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ERROR_MESSAGES } from './errors.ts'

/**
 * The largest request body: room for every payload within its own limits (the largest, a product image of 10 MB
 * in base64; a register's batch of queued sales stays under 1 MB), and no more, so that no request can make the
 * server hold more than this in memory.
 */
export const MAX_BODY_BYTES = 16 * 1024 * 1024

/** A bulk import carries its file in the body (core MAX_IMPORT_BYTES, 40 MB, and JSON's escapes). */
export const MAX_IMPORT_BODY_BYTES = 64 * 1024 * 1024
const IMPORT_PATH = '/api/proxy/imports.json'

/** Refuses a request body over the limit with 413 before anything reads it; nothing is changed. */
export function requestBodyLimit(): MiddlewareHandler {
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => c.json({ error: ERROR_MESSAGES.tooLarge, code: 'too_large' }, 413),
    })
  const any = limit(MAX_BODY_BYTES)
  const imports = limit(MAX_IMPORT_BODY_BYTES)
  return (c, next) => (c.req.path === IMPORT_PATH ? imports : any)(c, next)
}
