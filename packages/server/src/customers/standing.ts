import {
  type CustomerFigures,
  customerFigures,
  type LoyaltyProgram,
  pointsValue,
  tierStanding,
} from '@pos/core'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/** One sale of a customer: when, its total (cents) and the items on it (positive quantities). */
export type CustomerActivity = { created: Date; total: number; items: number }

/** Every sale of a customer, oldest first, read from the sales table (spec 3: computed, never typed in). */
export async function customerActivity(
  db: Kysely<Database> | Transaction<Database>,
  companyId: number,
  customerId: number,
): Promise<CustomerActivity[]> {
  const rows = await db
    .selectFrom('sales')
    .select([
      'created',
      'total',
      sql<string | number>`coalesce((
        SELECT sum(greatest((line->>'quantity')::numeric, 0))
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(data->'lines') = 'array' THEN data->'lines' ELSE '[]'::jsonb END) AS line
        WHERE jsonb_typeof(line->'quantity') = 'number'
      ), 0)`.as('items'),
    ])
    .where('company_id', '=', companyId)
    .where('customer_id', '=', customerId)
    .orderBy('created')
    .execute()
  return rows.map((row) => ({ created: row.created, total: Number(row.total), items: Number(row.items) }))
}

/** What the customer screen and the register show beside the stored fields (spec 3). */
export type CustomerStanding = CustomerFigures & {
  points_value: number
  loyalty_tier: string | null
  loyalty_tier_id: number | null
  tier_expiration: string | null
}

/**
 * A customer's figures and tier at `now` by core's rules: sales figures from their sales, the tier from the
 * program's tier calculation over the time in tier, and its expiration; the value of their points.
 */
export function customerStanding(
  program: LoyaltyProgram,
  loyaltyPoints: number,
  activity: readonly CustomerActivity[],
  now: Date,
): CustomerStanding {
  const figures = customerFigures(
    activity.map((sale) => ({ created: sale.created.toISOString(), total: sale.total })),
    now,
  )
  const standing = tierStanding(
    program,
    activity.map((sale) => ({ date: sale.created.toISOString(), spend: sale.total, items: sale.items })),
    now,
  )
  return {
    ...figures,
    points_value: pointsValue(loyaltyPoints, program.point_value),
    loyalty_tier: standing.tier?.name ?? null,
    loyalty_tier_id: standing.tier ? Number(standing.tier.id) : null,
    tier_expiration: standing.expires,
  }
}
