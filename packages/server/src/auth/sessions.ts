import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/open-database.ts'
import { randomSecret, sha256Hex } from './secrets.ts'
import { SESSION_DAYS } from './session-cookie.ts'

/** Starts a session for a user: the random id goes to the cookie, only its hash to the database. */
export async function createSession(
  database: DatabaseHandle,
  user: { id: number; company_id: number },
): Promise<string> {
  const token = randomSecret(32)
  await database.db
    .deleteFrom('sessions')
    .where('user_id', '=', user.id)
    .where('expires', '<', sql<Date>`now()`)
    .execute()
  await database.db
    .insertInto('sessions')
    .values({
      id_hash: sha256Hex(token),
      company_id: user.company_id,
      user_id: user.id,
      expires: sql`now() + make_interval(days => ${SESSION_DAYS})`,
    })
    .execute()
  return token
}

/** Ends a session on the server; the cookie that named it no longer signs anyone in. */
export async function endSession(database: DatabaseHandle, token: string): Promise<void> {
  await database.db.deleteFrom('sessions').where('id_hash', '=', sha256Hex(token)).execute()
}

/** Ends every session of a user (when the user is disabled: ASVS 7.4.2). */
export async function endUserSessions(database: DatabaseHandle, userId: number): Promise<void> {
  await database.db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}
