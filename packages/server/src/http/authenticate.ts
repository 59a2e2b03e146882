import { isPageRight, isRegisterCache, type PageRight } from '@pos/core'
import type { MiddlewareHandler } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { sha256Hex } from '../auth/secrets.ts'
import { readSessionCookie } from '../auth/session-cookie.ts'
import { ERROR_MESSAGES, forbidden, unauthorized } from './errors.ts'

/**
 * Works out who is calling: `Authorization: Bearer <token>` names an active API user; otherwise the
 * session cookie names a live session of an active user. Looked up on every request, so revoking a
 * token, signing out or disabling a user takes effect at once.
 */
export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { db, prepared } = deps.database
  return async function authenticate(c, next) {
    c.set('principal', undefined)
    const authorization = c.req.header('authorization')
    if (authorization?.startsWith('Bearer ')) {
      // Prepared: every request runs it (and the session lookup below).
      const [apiUser] = await prepared(
        db
          .selectFrom('api_users')
          .select(['id', 'company_id', 'rights'])
          .where('token_hash', '=', sha256Hex(authorization.slice('Bearer '.length).trim()))
          .where('status', '=', 'active'),
      )
      if (!apiUser) return unauthorized(c)
      c.set('principal', {
        kind: 'api',
        companyId: apiUser.company_id,
        apiUserId: apiUser.id,
        rights: { pages: apiUser.rights.pages.filter(isPageRight), caches: [] },
      })
      return next()
    }
    const token = readSessionCookie(c)
    if (token) {
      const sessionHash = sha256Hex(token)
      const [row] = await prepared(
        db
          .selectFrom('sessions as s')
          .innerJoin('users as u', (join) =>
            join.onRef('u.id', '=', 's.user_id').onRef('u.company_id', '=', 's.company_id'),
          )
          .innerJoin('security_groups as g', 'g.id', 'u.group_id')
          .select(['u.id as user_id', 'u.company_id', 'g.rights'])
          .where('s.id_hash', '=', sessionHash)
          .where('s.expires', '>', sql<Date>`now()`)
          .where('u.status', '=', 'active'),
      )
      if (row) {
        c.set('principal', {
          kind: 'user',
          companyId: row.company_id,
          userId: row.user_id,
          sessionHash,
          rights: {
            pages: row.rights.pages.filter(isPageRight),
            caches: row.rights.caches.filter(isRegisterCache),
          },
        })
      }
    }
    return next()
  }
}

/** Lets the request through only for a signed-in user or API user (401 otherwise). */
export function requireSignedIn(): MiddlewareHandler<AppEnv> {
  return async function requireSignedIn(c, next) {
    if (!c.get('principal')) return unauthorized(c)
    return next()
  }
}

/** Lets the request through only when the caller's rights include `right` (401 / 403 otherwise). */
export function requireRight(right: PageRight): MiddlewareHandler<AppEnv> {
  return async function requireRight(c, next) {
    const principal = c.get('principal')
    if (!principal) return unauthorized(c)
    if (!principal.rights.pages.includes(right)) return forbidden(c, ERROR_MESSAGES.noAccess)
    return next()
  }
}

/** The signed-in caller; only for handlers behind requireSignedIn or requireRight. */
export function principalOf(c: { get(key: 'principal'): AppEnv['Variables']['principal'] }) {
  const principal = c.get('principal')
  if (!principal) throw new Error('principalOf used on a route without requireSignedIn or requireRight')
  return principal
}
