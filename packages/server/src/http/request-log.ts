import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'

/** One log line per request: method, path (never the query string, which may hold a token), status, ms. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async function requestLog(c, next) {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request')
  }
}
