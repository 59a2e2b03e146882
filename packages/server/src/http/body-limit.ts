import type { Context, MiddlewareHandler } from 'hono'
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

/**
 * Refuses a request body over the limit with 413 before anything reads it; nothing is changed. A request that
 * says its length is judged by it (Node's parser holds the body to it) without touching the body: reaching for
 * the body makes the Node adapter build a full Request and stream, which cost a posted sale 0.3 ms of the server's
 * CPU. Only a body sent without a length is counted as it streams in.
 */
export function requestBodyLimit(): MiddlewareHandler {
  const tooLarge = (c: Context) => c.json({ error: ERROR_MESSAGES.tooLarge, code: 'too_large' }, 413)
  const streamed = (maxSize: number) => bodyLimit({ maxSize, onError: tooLarge })
  const any = { maxSize: MAX_BODY_BYTES, streamed: streamed(MAX_BODY_BYTES) }
  const imports = { maxSize: MAX_IMPORT_BODY_BYTES, streamed: streamed(MAX_IMPORT_BODY_BYTES) }
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const limit = c.req.path === IMPORT_PATH ? imports : any
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > limit.maxSize ? Promise.resolve(tooLarge(c)) : next()
    }
    return limit.streamed(c, next)
  }
}
