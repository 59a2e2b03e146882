import { INVENTORY_MESSAGES, refusal, replenishmentResource } from '@pos/core'
import { visibleRow } from '../admin/restrictions.ts'
import { userIdOf } from '../http/acting-user.ts'
import { resourceMount } from '../resource/mount.ts'
import { hasUnknownItem, UNKNOWN_ITEM } from './company-checks.ts'
import { insertDraftTransfer } from './draft-transfer.ts'
import { warehouseNames } from './warehouse-names.ts'

type Row = Record<string, unknown>

/**
 * Replenishments, mounted from their declaration: the warehouses and items must be the company's, the list shows
 * the warehouses' names, and the action `transfer` turns a replenishment into a draft transfer (once: the state
 * rule refuses a second, and the record is locked while it runs).
 */
export const replenishmentMount = resourceMount(replenishmentResource, {
  computed: ['source_name', 'destination_name'],
  // A user in warehouse restriction groups sees a replenishment from or to one of their warehouses.
  scope: ({ principal }, query) => query.where(visibleRow(principal, 'replenishments')),
  decorate: async ({ db, companyId }, rows) => {
    const names = await warehouseNames(
      db,
      companyId,
      rows.flatMap((row) => [row.source_warehouse_id, row.destination_warehouse_id]),
    )
    // One record (its screen, a write's answer) names its lines' items; a list page leaves them as ids.
    const described = new Map<number, { sku: string; name: string }>()
    const only = rows.length === 1 ? (rows[0]!.lines as { item_id: number }[]) : []
    if (only.length > 0) {
      const found = await db
        .selectFrom('items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['i.id', 'i.sku', 'p.name'])
        .where('i.company_id', '=', companyId)
        .where(
          'i.id',
          'in',
          only.map((line) => line.item_id),
        )
        .execute()
      for (const item of found as { id: string | number; sku: string; name: string }[])
        described.set(Number(item.id), { sku: item.sku, name: item.name })
    }
    return rows.map((row) => ({
      ...row,
      lines:
        described.size === 0
          ? row.lines
          : (row.lines as { item_id: number; quantity: number }[]).map((line) => ({
              ...line,
              ...described.get(line.item_id),
            })),
      source_name: names.get(row.source_warehouse_id as number) ?? '',
      destination_name: names.get(row.destination_warehouse_id as number) ?? '',
    }))
  },
  beforeWrite: async ({ trx, companyId, principal }, values: Row) => {
    const wanted = [values.source_warehouse_id, values.destination_warehouse_id].filter(
      (id): id is number => typeof id === 'number',
    )
    const found = await trx
      .selectFrom('warehouses')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', wanted.length > 0 ? wanted : [0])
      .where(visibleRow(principal, 'warehouses'))
      .execute()
    if (found.length !== new Set(wanted).size)
      return refusal('warehouse', INVENTORY_MESSAGES.missingWarehouse, 'destination_warehouse_id')
    const lines = (values.lines as { item_id: number; quantity: number }[] | undefined) ?? []
    if (await hasUnknownItem(trx, companyId, lines)) return refusal('item', UNKNOWN_ITEM, 'lines')
    return values
  },
  actions: {
    transfer: async ({ trx, companyId, principal }, row) => {
      const lines = row.lines as { item_id: number; quantity: number }[]
      const transferId = await insertDraftTransfer(trx, companyId, {
        from_warehouse_id: row.source_warehouse_id as number,
        to_warehouse_id: row.destination_warehouse_id as number,
        reference: (row.reference as string) || `Replenishment ${row.id}`,
        note: '',
        user_id: userIdOf(principal),
        lines,
      })
      return { transfer_id: transferId }
    },
  },
})
