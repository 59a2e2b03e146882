import type { ResourceContext } from '../resource/mount.ts'

type Row = Record<string, unknown>

/**
 * The supplier's and warehouse's names of purchasing documents (orders, shipments), read for a whole page at
 * once: each row's `supplier_name` and `warehouse_name`, '' for one the company no longer has.
 */
export async function supplierAndWarehouseNames(
  ctx: Pick<ResourceContext, 'db' | 'companyId'>,
  rows: readonly Row[],
): Promise<(row: Row) => { supplier_name: string; warehouse_name: string }> {
  const ids = (column: string) => [...new Set(rows.map((row) => Number(row[column])))]
  const [suppliers, warehouses] = await Promise.all([
    ctx.db
      .selectFrom('suppliers')
      .select(['id', 'name'])
      .where('company_id', '=', ctx.companyId)
      .where('id', 'in', ids('supplier_id'))
      .execute(),
    ctx.db
      .selectFrom('warehouses')
      .select(['id', 'name'])
      .where('company_id', '=', ctx.companyId)
      .where('id', 'in', ids('warehouse_id'))
      .execute(),
  ])
  const supplierName = new Map(suppliers.map((s) => [Number(s.id), s.name]))
  const warehouseName = new Map(warehouses.map((w) => [Number(w.id), w.name]))
  return (row) => ({
    supplier_name: supplierName.get(Number(row.supplier_id)) ?? '',
    warehouse_name: warehouseName.get(Number(row.warehouse_id)) ?? '',
  })
}
