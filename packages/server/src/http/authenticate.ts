import { readGroupRights } from '@pos/core'
import type { MiddlewareHandler } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv, Principal } from '../app-env.ts'
import { sha256Hex } from '../auth/secrets.ts'
import { readSessionCookie } from '../auth/session-cookie.ts'
import { fixedStatement } from '../db/fixed-statement.ts'
import type { RightsJson } from '../db/schema.ts'
import { routingPath } from './api-version.ts'
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
    expires: Date
  }>`
    SELECT u.id AS user_id, u.company_id, g.rights, s.expires
    FROM sessions AS s
    INNER JOIN users AS u ON u.id = s.user_id AND u.company_id = s.company_id
    INNER JOIN security_groups AS g ON g.id = u.group_id
    WHERE s.id_hash = ${v.id_hash} AND s.expires > now() AND u.status = ${v.status}`,
)

/**
 * The routes whose own statement checks the session again (`SessionCheck`, sales/post-sale.ts), by method and
 * routing path: a request to one with a session this process has looked up before skips the lookup.
 */
const CHECKED_BY_ROUTE = new Set<string>()

/** Declares that the route's handler checks the session itself, with `c.get('sessionCheck')` (see below). */
export function checksSessionItself(method: string, path: string): void {
  CHECKED_BY_ROUTE.add(`${method} ${path}`)
}

/** A session as last looked up: its principal, its group's rights as stored, and until when it may be used. */
type KnownSession = { principal: Principal & { kind: 'user' }; rights: string; until: number }

/**
 * How long a looked-up session may stand in for a lookup on a route that checks it again itself: the check makes
 * any age correct; the bound keeps a session that is no longer used from being held.
 */
const KNOWN_SESSION_MS = 10 * 60 * 1000
/** The most sessions one process remembers; more (a flood of sign-ins) starts again from none. */
const KNOWN_SESSIONS_MAX = 10_000

/**
 * Works out who is calling: `Authorization: Bearer <token>` names an active API user; otherwise the
 * session cookie names a live session of an active user. Looked up on every request, so revoking a
 * token, signing out or disabling a user takes effect at once; except on the routes that check the session
 * in their own statement (`checksSessionItself`: posting a sale), which take a session this process looked up
 * before from memory and get `sessionCheck` to check it with (and to look it up again when the check fails).
 */
export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { db, prepared } = deps.database
  const known = new Map<string, KnownSession>()
  /** Looks the session up, remembers it, and gives its principal (undefined when it is not live). */
  const lookUp = async (token: string): Promise<KnownSession | undefined> => {
    const sessionHash = sha256Hex(token)
    const [row] = await prepared(sessionLookup({ id_hash: sessionHash, status: 'active' }))
    if (!row) {
      known.delete(token)
      return undefined
    }
    const session: KnownSession = {
      principal: {
        kind: 'user',
        companyId: row.company_id,
        userId: row.user_id,
        sessionHash,
        rights: readGroupRights(row.rights),
      },
      rights: JSON.stringify(row.rights),
      until: Math.min(new Date(row.expires).getTime(), Date.now() + KNOWN_SESSION_MS),
    }
    if (known.size >= KNOWN_SESSIONS_MAX) known.clear()
    known.set(token, session)
    return session
  }
  return async function authenticate(c, next) {
    c.set('principal', undefined)
    c.set('sessionCheck', undefined)
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
    if (!token) return next()
    const remembered = known.get(token)
    if (
      remembered !== undefined &&
      remembered.until > Date.now() &&
      CHECKED_BY_ROUTE.has(`${c.req.method} ${routingPath(c.req.raw)}`)
    ) {
      c.set('principal', remembered.principal)
      c.set('sessionCheck', {
        hash: remembered.principal.sessionHash,
        userId: remembered.principal.userId,
        rights: remembered.rights,
        async lookUpAgain() {
          known.delete(token)
          const session = await lookUp(token)
          c.set('principal', session?.principal)
          c.set('sessionCheck', undefined)
          return session?.principal
        },
      })
      return next()
    }
    const session = await lookUp(token)
    if (session) c.set('principal', session.principal)
    return next()
  }
}

/** The signed-in caller; only for handlers behind requireSignedIn or requireRight (access.ts). */
export function principalOf(c: { get(key: 'principal'): AppEnv['Variables']['principal'] }) {
  const principal = c.get('principal')
  if (!principal) throw new Error('principalOf used on a route without requireSignedIn or requireRight')
  return principal
}
