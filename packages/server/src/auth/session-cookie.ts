import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

/** Over https the cookie carries the `__Host-` prefix: Secure, Path=/, no Domain (ASVS 3.3.1). */
const SECURE_NAME = '__Host-pos_session'
/** Over plain http (a shop's local machine, tests) browsers refuse `__Host-`, so the name has no prefix. */
const PLAIN_NAME = 'pos_session'
/** A session lasts 30 days from sign-in (NIST 800-63B AAL1 re-authentication). */
export const SESSION_DAYS = 30

/** True when the client reached us over https, directly or through a proxy that says so. */
export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SECURE_NAME) ?? getCookie(c, PLAIN_NAME)
}

export function writeSessionCookie(c: Context, token: string): void {
  const secure = isHttps(c)
  setCookie(c, secure ? SECURE_NAME : PLAIN_NAME, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  })
}

export function clearSessionCookie(c: Context): void {
  const secure = isHttps(c)
  deleteCookie(c, secure ? SECURE_NAME : PLAIN_NAME, { path: '/', secure, httpOnly: true, sameSite: 'Lax' })
}
