import { readGroupRights } from '@pos/core'
import type { MiddlewareHandler } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { sha256Hex } from '../auth/secrets.ts'
import { readSessionCookie } from '../auth/session-cookie.ts'
import { fixedStatement } from '../db/fixed-statement.ts'
import type { RightsJson } from '../db/schema.ts'
import { unauthorized } from './errors.ts'

// Where routes have always found them: every route's declaration lives in access.ts.
export { publicRoute, requireAny, requireRight, requireSignedIn } from './access.ts'

/**
 * The live session of an active user with this hash, and the user's rights. Every request with a session cookie
 * runs it, so its text is compiled once (fixedStatement) and prepared on each connection.
 */
const sessionLookup = fixedStatement(
  (v: { id_hash: string; status: 'active' }) => sql<{
    user_id: number
    company_id: number
    rights: RightsJson
  }>`
    SELECT u.id AS user_id, u.company_id, g.rights
    FROM sessions AS s
    INNER JOIN users AS u ON u.id = s.user_id AND u.company_id = s.company_id
    INNER JOIN security_groups AS g ON g.id = u.group_id
    WHERE s.id_hash = ${v.id_hash} AND s.expires > now() AND u.status = ${v.status}`,
)

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
        rights: { areas: readGroupRights(apiUser.rights).areas, caches: [] },
      })
      return next()
    }
    const token = readSessionCookie(c)
    if (token) {
      const sessionHash = sha256Hex(token)
      const [row] = await prepared(sessionLookup({ id_hash: sessionHash, status: 'active' }))
      if (row) {
        c.set('principal', {
          kind: 'user',
          companyId: row.company_id,
          userId: row.user_id,
          sessionHash,
          rights: readGroupRights(row.rights),
        })
      }
    }
    return next()
  }
}

/** The signed-in caller; only for handlers behind requireSignedIn or requireRight (access.ts). */
export function principalOf(c: { get(key: 'principal'): AppEnv['Variables']['principal'] }) {
  const principal = c.get('principal')
  if (!principal) throw new Error('principalOf used on a route without requireSignedIn or requireRight')
  return principal
}
