import type { Refusal } from '@pos/core'
import type { Context } from 'hono'

/** The messages of the error contract (spec 8), one place for each. */
export const ERROR_MESSAGES = {
  server: 'Error connecting to server, please try again later',
  notFound: 'Not found',
  notSignedIn: 'Not signed in',
  noAccess: "You don't have access to this page",
  tooMany: 'Too many attempts, please wait a few minutes and try again',
  badJson: 'The request body must be valid JSON',
  crossSite: 'This request was refused because it did not come from this site',
  needsJson: 'Requests that change data must be sent as JSON (Content-Type: application/json)',
  tooLarge: 'The request is too large: please send less at once',
} as const

/**
 * 400 with one clear sentence, the answer to every validation failure: `{ error }` as the spec says, with the
 * refusal's `code` and `field` beside it when the rule gave them.
 */
export function badRequest(c: Context, error: string, field?: string) {
  return refused(c, { code: 'invalid', message: error, ...(field ? { field } : {}) })
}

/**
 * A core rule's refusal as the answer: `{ error: message, code, field }`, 400, or 403 when the refusal is that
 * the caller may not (`forbidden`). Nothing was changed.
 */
export function refused(c: Context, refusal: Refusal) {
  return c.json(
    { error: refusal.message, code: refusal.code, ...(refusal.field ? { field: refusal.field } : {}) },
    refusal.code === 'forbidden' ? 403 : 400,
  )
}

/**
 * A refusal thrown to undo a write's transaction (a company rule found mid-write) as the one error shape:
 * its message, `forbidden` when the caller may not, and the field it concerns when it names one.
 */
export function refusedMidWrite(
  c: Context,
  thrown: { message: string; status: 400 | 403; field?: string | undefined },
) {
  return refused(c, {
    code: thrown.status === 403 ? 'forbidden' : 'invalid',
    message: thrown.message,
    ...(thrown.field ? { field: thrown.field } : {}),
  })
}

export function notFound(c: Context) {
  return c.json({ error: ERROR_MESSAGES.notFound }, 404)
}

export function unauthorized(c: Context) {
  return c.json({ error: ERROR_MESSAGES.notSignedIn }, 401)
}

/** 403 in the refusal's shape (`{ error, code: 'forbidden' }`): the caller lacks the right; nothing was changed. */
export function forbidden(c: Context, error: string = ERROR_MESSAGES.noAccess) {
  return refused(c, { code: 'forbidden', message: error })
}

export function tooManyRequests(c: Context) {
  return c.json({ error: ERROR_MESSAGES.tooMany }, 429)
}
