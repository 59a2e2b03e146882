import { INVENTORY_MESSAGES, type SaleFulfillmentPlan } from '@pos/core'
import type { Transaction } from 'kysely'
import { Refusal } from '../db/admin-invariants.ts'
import type { Database } from '../db/schema.ts'

/**
 * Writes the fulfillments a register sale asked for (core's `saleFulfillmentPlans`), in the transaction that
 * claimed the sale, so they exist once however often the sale is posted. Each is sent from the warehouse it names
 * (of this company) or else the store's own; the sale already moved the stock, so completing one moves none (core's
 * `fulfillmentMovements`). Gives the source warehouses, whose realtime kinds the caller publishes after commit.
 */
export async function writeSaleFulfillments(
  trx: Transaction<Database>,
  at: {
    companyId: number
    saleId: number
    storeId: number
    customer: { first_name: string; last_name: string; email: string } | null
  },
  plans: readonly SaleFulfillmentPlan[],
): Promise<number[]> {
  if (plans.length === 0) return []
  const store = await trx
    .selectFrom('stores')
    .select('warehouse_id')
    .where('company_id', '=', at.companyId)
    .where('id', '=', at.storeId)
    .executeTakeFirst()
  const named = [...new Set(plans.flatMap((plan) => plan.source_warehouse_id ?? []))]
  const known =
    named.length === 0
      ? []
      : await trx
          .selectFrom('warehouses')
          .select('id')
          .where('company_id', '=', at.companyId)
          .where('id', 'in', named)
          .execute()
  const customer = at.customer
    ? { name: `${at.customer.first_name} ${at.customer.last_name}`.trim(), email: at.customer.email }
    : {}
  const sources: number[] = []
  for (const plan of plans) {
    const source = plan.source_warehouse_id ?? store?.warehouse_id ?? null
    if (source === null || (plan.source_warehouse_id !== null && !known.some((w) => w.id === source)))
      throw new Refusal(INVENTORY_MESSAGES.missingWarehouse)
    const made = await trx
      .insertInto('fulfillments')
      .values({
        company_id: at.companyId,
        type: plan.type,
        source_warehouse_id: source,
        sale_id: at.saleId,
        reference: plan.reference,
        destination_address: JSON.stringify(plan.destination_address),
        customer: JSON.stringify(customer),
        tags: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('fulfillment_lines')
      .values(
        plan.lines.map((line) => ({
          company_id: at.companyId,
          fulfillment_id: made.id,
          item_id: line.item_id,
          name: line.name,
          requested: line.requested,
        })),
      )
      .execute()
    sources.push(source)
  }
  return [...new Set(sources)]
}
