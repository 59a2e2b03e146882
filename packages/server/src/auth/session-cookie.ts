import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env.ts'

/** Over https the cookie carries the `__Host-` prefix: Secure, Path=/, no Domain (ASVS 3.3.1). */
const SECURE_NAME = '__Host-pos_session'
/** Over plain http (a shop's local machine, tests) browsers refuse `__Host-`, so the name has no prefix. */
const PLAIN_NAME = 'pos_session'
/** A session lasts 30 days from sign-in (NIST 800-63B AAL1 re-authentication). */
export const SESSION_DAYS = 30

/**
 * Whether the cookie is `__Host-` and Secure: in production always (it is served over https, by TRUST_PROXY's
 * proxy, or refused at start), elsewhere when the client reached us over https (http/client-address.ts).
 */
function securePrefix(c: Context<AppEnv>): boolean {
  return c.get('secureCookie') === true
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SECURE_NAME) ?? getCookie(c, PLAIN_NAME)
}

export function writeSessionCookie(c: Context<AppEnv>, token: string): void {
  const secure = securePrefix(c)
  setCookie(c, secure ? SECURE_NAME : PLAIN_NAME, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  })
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  const secure = securePrefix(c)
  deleteCookie(c, secure ? SECURE_NAME : PLAIN_NAME, { path: '/', secure, httpOnly: true, sameSite: 'Lax' })
}
