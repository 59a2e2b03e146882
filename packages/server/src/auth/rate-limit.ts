import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/open-database.ts'

/**
 * A fixed-window counter kept in the database, so that every server instance sees the same count.
 * Windows are aligned to the database clock; old windows of the key are removed as new ones start.
 */
export type RateRule = { name: string; limit: number; windowSeconds: number }

/**
 * The limits of the sign-in flow. Per email: enough for a person who mistypes or resends; per address:
 * an office behind one address can still sign everyone in. Wrong codes per account: ASVS 2.2.1's 100/hour.
 */
export const RATE_RULES = {
  codesPerEmail: { name: 'codes-email', limit: 5, windowSeconds: 15 * 60 },
  codesPerAddress: { name: 'codes-address', limit: 30, windowSeconds: 15 * 60 },
  failedVerifiesPerEmail: { name: 'verify-fail-email', limit: 100, windowSeconds: 60 * 60 },
  verifiesPerAddress: { name: 'verify-address', limit: 300, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>

function windowStart(windowSeconds: number) {
  return sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`
}

/** Counts one more event for `subject`; false when that passes the rule's limit. */
export async function takeToken(database: DatabaseHandle, rule: RateRule, subject: string): Promise<boolean> {
  const key = `${rule.name}:${subject}`
  const start = windowStart(rule.windowSeconds)
  const row = await database.db
    .insertInto('rate_limits')
    .values({ key, window_start: start, count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow()
  if (row.count === 1) {
    await database.db
      .deleteFrom('rate_limits')
      .where('key', '=', key)
      .where('window_start', '<', start)
      .execute()
  }
  return row.count <= rule.limit
}

/** True when `subject` has already used up the rule's limit in this window (without counting). */
export async function isExhausted(
  database: DatabaseHandle,
  rule: RateRule,
  subject: string,
): Promise<boolean> {
  const row = await database.db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', `${rule.name}:${subject}`)
    .where('window_start', '=', windowStart(rule.windowSeconds))
    .executeTakeFirst()
  return (row?.count ?? 0) >= rule.limit
}
