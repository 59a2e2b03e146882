import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '@pos/core'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/open-database.ts'
import { codeHash, randomCode, randomSecret, sameDigest } from './secrets.ts'

export const CODE_PURPOSES = { sign_in: 'sign_in', register: 'register' } as const
export type CodePurpose = keyof typeof CODE_PURPOSES

/**
 * Issues a one-time code for `email` and `purpose`, stored only as a salted hash. Any earlier live code
 * for the same request kind dies, so a code is bound to the latest request (ASVS 6.6.2).
 */
export async function issueCode(
  database: DatabaseHandle,
  email: string,
  purpose: CodePurpose,
  registration: Record<string, unknown> | null = null,
): Promise<string> {
  const code = randomCode()
  const salt = randomSecret(16)
  await database.db.transaction().execute(async (trx) => {
    // Codes of this email older than a day serve no purpose (not even rate limiting): drop them.
    await trx
      .deleteFrom('sign_in_codes')
      .where('email', '=', email)
      .where('created', '<', sql<Date>`now() - interval '1 day'`)
      .execute()
    await trx
      .updateTable('sign_in_codes')
      .set({ used: sql`now()` })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used', 'is', null)
      .execute()
    await trx
      .insertInto('sign_in_codes')
      .values({
        email,
        purpose,
        code_salt: salt,
        code_hash: codeHash(salt, code),
        registration: registration === null ? null : JSON.stringify(registration),
        expires: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
      })
      .execute()
  })
  return code
}

export type ConsumedCode = { ok: true; registration: Record<string, unknown> | null } | { ok: false }

/**
 * Spends one try of the live code and, when the code matches, uses it up. Both steps are single
 * conditional UPDATEs, so concurrent guesses can neither exceed CODE_MAX_ATTEMPTS nor use a code twice
 * (the better-auth #8067 race): of 100 parallel right answers exactly one succeeds.
 */
export async function consumeCode(
  database: DatabaseHandle,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<ConsumedCode> {
  const live = (query: typeof database.db) =>
    query
      .selectFrom('sign_in_codes')
      .select('id')
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used', 'is', null)
      .where('expires', '>', sql<Date>`now()`)
      .orderBy('id', 'desc')
      .limit(1)
  const tried = await database.db
    .updateTable('sign_in_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', live(database.db))
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .where('used', 'is', null)
    .where('expires', '>', sql<Date>`now()`)
    .returning(['id', 'code_salt', 'code_hash', 'registration'])
    .executeTakeFirst()
  if (!tried || !sameDigest(codeHash(tried.code_salt, code), tried.code_hash)) return { ok: false }
  const used = await database.db
    .updateTable('sign_in_codes')
    .set({ used: sql`now()` })
    .where('id', '=', tried.id)
    .where('used', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return used ? { ok: true, registration: tried.registration } : { ok: false }
}
