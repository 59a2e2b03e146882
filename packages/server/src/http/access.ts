import {
  actionOfMethod,
  cachesToSync,
  holds,
  type PageRight,
  type RegisterCache,
  type Right,
  type RightAction,
} from '@pos/core'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv, Principal } from '../app-env.ts'
import { forbidden, unauthorized } from './errors.ts'

/**
 * Every route declares who may call it (issue 16), where it is registered, with one of these middlewares:
 * - `requireRight(area, action?)` / `requireAny([...], caches?)`: a signed-in user or API user holding the right
 *   (any of them, or syncing one of the caches at a register). A right that names no action means the method's:
 *   a read (GET) views, a write edits; approve and export are always named.
 * - `requireSignedIn(why)`: anyone signed in, whatever their rights (their own session, the caches they sync).
 * - `publicRoute(why)`: no sign-in (sign-in itself, health, device pairing, partner webhooks with their own auth).
 * The declaration is kept beside the middleware, so the rights sweep test reads every route's from the route table
 * and fails on a route that declares nothing.
 */
export type RouteAccess =
  | { readonly kind: 'public'; readonly why: string }
  | { readonly kind: 'signed-in'; readonly why: string }
  | {
      readonly kind: 'rights'
      readonly anyOf: readonly RightNeed[]
      readonly caches: readonly RegisterCache[]
    }

/** A right a route needs: the action is the method's when left out. */
export type RightNeed = { readonly area: PageRight; readonly action?: RightAction | undefined }

const DECLARED = new WeakMap<object, RouteAccess>()

function declared(access: RouteAccess, middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  DECLARED.set(middleware, access)
  return middleware
}

/** The access a route's handler declares, when it is one of the middlewares above. */
export function accessOf(handler: unknown): RouteAccess | undefined {
  return typeof handler === 'function' ? DECLARED.get(handler) : undefined
}

/** The rights a declaration asks of a call with `method` (any one of them lets it through). */
export function rightsFor(access: RouteAccess, method: string): Right[] {
  if (access.kind !== 'rights') return []
  return access.anyOf.map(({ area, action }) => ({ area, action: action ?? actionOfMethod(method) }))
}

/** True when `principal` may make a call with `method` to a route declaring `access`. */
export function mayCall(principal: Principal, access: RouteAccess, method: string): boolean {
  if (access.kind !== 'rights') return true
  if (rightsFor(access, method).some(({ area, action }) => holds(principal.rights.areas, area, action)))
    return true
  if (access.caches.length === 0 || principal.kind !== 'user') return false
  const synced = cachesToSync(principal.rights)
  return access.caches.some((cache) => synced.includes(cache))
}

function requireAccess(access: RouteAccess & { kind: 'rights' }): MiddlewareHandler<AppEnv> {
  return declared(access, async function requireRight(c, next) {
    const principal = c.get('principal')
    if (!principal) return unauthorized(c)
    if (!mayCall(principal, access, c.req.method)) {
      // A principal taken from memory (a route that checks the session itself) may predate new rights.
      const check = c.get('sessionCheck')
      if (!check) return forbidden(c)
      const current = await check.lookUpAgain()
      if (!current) return unauthorized(c)
      if (!mayCall(current, access, c.req.method)) return forbidden(c)
    }
    return next()
  })
}

/** Lets the request through only when the caller holds `action` in `area` (the method's action when left out). */
export function requireRight(area: PageRight, action?: RightAction): MiddlewareHandler<AppEnv> {
  return requireAccess({ kind: 'rights', anyOf: [{ area, action }], caches: [] })
}

/**
 * Lets the request through when the caller holds any of `rights` (an area alone takes the method's action), or
 * syncs any of `caches` at a register (spec 6: a group's caches count only when it may open the sale screen).
 */
export function requireAny(
  rights: readonly (PageRight | RightNeed)[],
  caches: readonly RegisterCache[] = [],
): MiddlewareHandler<AppEnv> {
  const anyOf = rights.map((right) => (typeof right === 'string' ? { area: right } : right))
  return requireAccess({ kind: 'rights', anyOf, caches })
}

/** Lets any signed-in user or API user through (401 otherwise); `why` says why no right is needed. */
export function requireSignedIn(why = 'any signed-in caller'): MiddlewareHandler<AppEnv> {
  return declared({ kind: 'signed-in', why }, async function requireSignedIn(c, next) {
    if (!c.get('principal')) return unauthorized(c)
    return next()
  })
}

/** Declares a route open to callers who are not signed in; `why` says what guards it instead. */
export function publicRoute(why: string): MiddlewareHandler<AppEnv> {
  return declared({ kind: 'public', why }, async function publicRoute(_c, next) {
    return next()
  })
}
