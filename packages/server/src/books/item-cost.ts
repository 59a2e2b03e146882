import { type RawBuilder, sql } from 'kysely'

/**
 * The catalogue's unit cost of an item, as SQL: the cost price of its product. A sale's stock moves at the
 * warehouse's moving-average cost, and at this where the warehouse has never held the item.
 */
export function itemUnitCost(companyId: RawBuilder<unknown>, itemId: RawBuilder<unknown>) {
  return sql<number>`(
    SELECT p.cost_price FROM items i JOIN products p ON p.id = i.product_id
    WHERE i.company_id = ${companyId} AND i.id = ${itemId}
  )`
}
