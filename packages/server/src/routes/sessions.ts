import {
  CODE_TTL_MINUTES,
  parsePayload,
  RegisterPayloadSchema,
  SignInPayloadSchema,
  VerifyPayloadSchema,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { createCompanyOwner } from '../admin/company-owner.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { type CodePurpose, consumeCode, issueCode } from '../auth/codes.ts'
import { isExhausted, RATE_RULES, takeToken } from '../auth/rate-limit.ts'
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../auth/session-cookie.ts'
import { createSession, endSession } from '../auth/sessions.ts'
import { createDefaultBooks } from '../books/default-books.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { companyEmail } from '../email/company-templates.ts'
import { alreadyRegisteredEmail, registrationCodeEmail, signInCodeEmail } from '../email/messages.ts'
import { publicRoute, requireSignedIn } from '../http/access.ts'
import { badRequest, tooManyRequests, unauthorized } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'
import { createDefaultPaymentMethods } from '../register/payment-methods.ts'
import { accountJson } from './account.ts'

/** The one answer to a wrong, used, dead or expired code, whatever the reason. */
export const CODE_FAILED = 'That code is wrong or has expired'
export const EMAIL_TAKEN = 'An account with this email already exists'

/** Sign-in and company creation (spec 2, /sessions). */
export function registerSessionRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { database, mailer } = deps
  const db = database.db

  /** Counts a request for a code against the email's and the address's limits. */
  async function mayIssueCode(c: Context<AppEnv>, email: string): Promise<boolean> {
    const byEmail = await takeToken(database, RATE_RULES.codesPerEmail, email)
    const byAddress = await takeToken(database, RATE_RULES.codesPerAddress, c.get('clientAddress'))
    return byEmail && byAddress
  }

  /** Checks a code against the limits of wrong tries; undefined when the limits refuse to look. */
  async function checkCode(c: Context<AppEnv>, email: string, purpose: CodePurpose, code: string) {
    if (await isExhausted(database, RATE_RULES.failedVerifiesPerEmail, email)) return undefined
    if (!(await takeToken(database, RATE_RULES.verifiesPerAddress, c.get('clientAddress')))) return undefined
    const result = await consumeCode(database, email, purpose, code)
    if (!result.ok) await takeToken(database, RATE_RULES.failedVerifiesPerEmail, email)
    return result
  }

  /** Starts a fresh session (rotating away any session the browser held) and answers with the account. */
  async function signIn(c: Context<AppEnv>, user: { id: number; company_id: number }) {
    const previous = readSessionCookie(c)
    if (previous) await endSession(database, previous)
    writeSessionCookie(c, await createSession(database, user))
    return c.json(await accountJson(database, user.company_id, user.id))
  }

  app.post('/api/sessions/register', publicRoute('a new company registers'), async (c) => {
    const parsed = await readBody(c, RegisterPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const registration = parsed.value
    if (!(await mayIssueCode(c, registration.email))) return tooManyRequests(c)
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', registration.email)
      .executeTakeFirst()
    if (existing) {
      await mailer.send(alreadyRegisteredEmail(registration.email))
    } else {
      const code = await issueCode(database, registration.email, 'register', registration)
      await mailer.send(registrationCodeEmail(registration.email, code, registration.company_name))
    }
    return c.json({ ok: true })
  })

  app.post('/api/sessions/register/verify', publicRoute('a new company verifies its email'), async (c) => {
    const parsed = await readBody(c, VerifyPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { email, code } = parsed.value
    const checked = await checkCode(c, email, 'register', code)
    if (!checked) return tooManyRequests(c)
    if (!checked.ok) return badRequest(c, CODE_FAILED)
    const registration = parsePayload(RegisterPayloadSchema, checked.registration)
    if (!registration.ok) return badRequest(c, CODE_FAILED)
    const { company_name, first_name, last_name, currency } = registration.value
    let user: { id: number; company_id: number }
    try {
      user = await db.transaction().execute(async (trx) => {
        const company = await trx
          .insertInto('companies')
          .values({ name: company_name, currency })
          .returning('id')
          .executeTakeFirstOrThrow()
        await createDefaultBooks(trx, company.id)
        await createDefaultPaymentMethods(trx, company.id, currency)
        const id = await createCompanyOwner(trx, company.id, currency, { first_name, last_name, email })
        return { id, company_id: company.id }
      })
    } catch (error) {
      if (isUniqueViolation(error)) return badRequest(c, EMAIL_TAKEN)
      throw error
    }
    return signIn(c, user)
  })

  app.post('/api/sessions/sign-in', publicRoute('signing in'), async (c) => {
    const parsed = await readBody(c, SignInPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { email } = parsed.value
    if (!(await mayIssueCode(c, email))) return tooManyRequests(c)
    const user = await db
      .selectFrom('users')
      .select(['id', 'company_id', 'first_name'])
      .where('email', '=', email)
      .where('status', '=', 'active')
      .executeTakeFirst()
    // A code is made (and stored) either way, so that known and unknown emails cost the same time; it
    // is sent only to an active user, and verify signs in only an active user (ASVS 6.3.8). The user's
    // company may word it (its sign-in code template, which must show the code).
    const code = await issueCode(database, email, 'sign_in')
    if (user) {
      const values = { first_name: user.first_name, code, minutes: String(CODE_TTL_MINUTES) }
      await mailer.send(
        await companyEmail(db, user.company_id, 'sign_in_code', values, signInCodeEmail(email, code)),
      )
    }
    return c.json({ ok: true })
  })

  app.post('/api/sessions/verify', publicRoute('signing in: the one-time code'), async (c) => {
    const parsed = await readBody(c, VerifyPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { email, code } = parsed.value
    const checked = await checkCode(c, email, 'sign_in', code)
    if (!checked) return tooManyRequests(c)
    if (!checked.ok) return badRequest(c, CODE_FAILED)
    const user = await db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', email)
      .where('status', '=', 'active')
      .executeTakeFirst()
    if (!user) return badRequest(c, CODE_FAILED)
    return signIn(c, user)
  })

  app.post('/api/sessions/sign-out', publicRoute('ends whatever session the cookie names'), async (c) => {
    const token = readSessionCookie(c)
    if (token) await endSession(database, token)
    clearSessionCookie(c)
    return c.json({ ok: true, redirect: '/sessions/sign-in' })
  })

  app.get('/api/sessions/me', requireSignedIn('a user reads their own account and rights'), async (c) => {
    const principal = c.get('principal')
    if (principal?.kind !== 'user') return unauthorized(c)
    return c.json(await accountJson(database, principal.companyId, principal.userId))
  })
}
