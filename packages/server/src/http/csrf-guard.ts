import type { MiddlewareHandler } from 'hono'
import { ERROR_MESSAGES, forbidden } from './errors.ts'

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const SAME_ORIGIN_FETCH = new Set(['same-origin', 'none'])

/**
 * Cross-site request forgery guard (ASVS 3.5): a browser request that changes state must be JSON (a
 * cross-site form cannot send that content type without a preflight), must not be marked cross-site by
 * Sec-Fetch-Site, and its Origin, when present, must be this host. Bearer-token requests carry no
 * ambient credential and are exempt.
 */
export function csrfGuard(): MiddlewareHandler {
  return async function csrfGuard(c, next) {
    if (!MUTATING.has(c.req.method) || c.req.header('authorization')?.startsWith('Bearer ')) return next()
    const contentType = c.req.header('content-type') ?? ''
    if (!/^application\/json\s*(;|$)/i.test(contentType)) return forbidden(c, ERROR_MESSAGES.needsJson)
    const fetchSite = c.req.header('sec-fetch-site')
    if (fetchSite !== undefined && !SAME_ORIGIN_FETCH.has(fetchSite))
      return forbidden(c, ERROR_MESSAGES.crossSite)
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      const host = c.req.header('host') ?? new URL(c.req.url).host
      let originHost: string | undefined
      try {
        originHost = new URL(origin).host
      } catch {
        originHost = undefined
      }
      if (originHost !== host) return forbidden(c, ERROR_MESSAGES.crossSite)
    }
    return next()
  }
}
