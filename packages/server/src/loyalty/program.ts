import type { LoyaltyProgram, LoyaltyProgramPayload, TierCalculation } from '@pos/core'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/** The program a company has before anyone sets it up: off, opt-in required, 1 cent a point. */
const DEFAULTS = {
  enabled: false,
  customer_opt_in_required: true,
  accumulate_points: true,
  tier_calculation: 'spend' as TierCalculation,
  duration_in_tier_months: 12,
  point_value: 1,
}

/** The company's loyalty program with its tiers, as core's loyalty rules take it (tier ids as text). */
export async function loadProgram(
  db: Kysely<Database> | Transaction<Database>,
  companyId: number,
): Promise<LoyaltyProgram> {
  const row = await db
    .selectFrom('loyalty_programs')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  const tiers = await db
    .selectFrom('loyalty_tiers')
    .select(['id', 'name', 'points_per_unit', 'qualification_minimum', 'qualification_maximum'])
    .where('company_id', '=', companyId)
    .orderBy('qualification_minimum')
    .orderBy('id')
    .execute()
  return {
    ...(row
      ? {
          enabled: row.enabled,
          customer_opt_in_required: row.customer_opt_in_required,
          accumulate_points: row.accumulate_points,
          tier_calculation: row.tier_calculation as TierCalculation,
          duration_in_tier_months: row.duration_in_tier_months,
          point_value: Number(row.point_value),
        }
      : DEFAULTS),
    tiers: tiers.map((tier) => ({
      id: String(tier.id),
      name: tier.name,
      points_per_unit: Number(tier.points_per_unit),
      qualification_minimum: Number(tier.qualification_minimum),
      qualification_maximum: Number(tier.qualification_maximum),
    })),
  }
}

/** The program as JSON (GET /api/proxy/loyalty.json): tier ids as numbers, like every other record. */
export function programJson(program: LoyaltyProgram) {
  return { ...program, tiers: program.tiers.map((tier) => ({ ...tier, id: Number(tier.id) })) }
}

/**
 * Saves the program and its tiers as sent: tiers with an id of this company are updated, new ones inserted,
 * and the rest deleted. Returns false when a tier id is not one of the company's.
 */
export async function saveProgram(
  trx: Transaction<Database>,
  companyId: number,
  program: LoyaltyProgramPayload,
): Promise<boolean> {
  const { tiers, ...settings } = program
  await trx
    .insertInto('loyalty_programs')
    .values({ company_id: companyId, ...settings })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...settings, updated: sql`now()` }))
    .execute()
  const existing = await trx
    .selectFrom('loyalty_tiers')
    .select('id')
    .where('company_id', '=', companyId)
    .forUpdate()
    .execute()
  const known = new Set(existing.map((row) => row.id))
  const kept = new Set<number>()
  for (const tier of tiers) {
    const { id, ...fields } = tier
    if (id !== null) {
      if (!known.has(id)) return false
      kept.add(id)
      await trx
        .updateTable('loyalty_tiers')
        .set({ ...fields, updated: sql`now()` })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute()
    } else {
      await trx
        .insertInto('loyalty_tiers')
        .values({ company_id: companyId, ...fields })
        .execute()
    }
  }
  const removed = [...known].filter((id) => !kept.has(id))
  if (removed.length > 0) {
    await trx
      .deleteFrom('loyalty_tiers')
      .where('company_id', '=', companyId)
      .where('id', 'in', removed)
      .execute()
  }
  return true
}
