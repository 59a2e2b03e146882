import type { ResourceContext } from '../resource/mount.ts'

type Row = Record<string, unknown>
type Context = Pick<ResourceContext, 'db' | 'companyId'>

/** The company's suppliers or warehouses that `rows` name in `column`, by id. */
async function namesById(
  ctx: Context,
  table: 'suppliers' | 'warehouses',
  rows: readonly Row[],
  column: string,
): Promise<Map<number, string>> {
  const found = await ctx.db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('company_id', '=', ctx.companyId)
    .where('id', 'in', [...new Set(rows.map((row) => Number(row[column])))])
    .execute()
  return new Map(found.map((one) => [Number(one.id), one.name]))
}

/**
 * The supplier's and warehouse's names of purchasing documents (orders, shipments), read for a whole page at
 * once: each row's `supplier_name` and `warehouse_name`, '' for one the company no longer has.
 */
export async function supplierAndWarehouseNames(
  ctx: Context,
  rows: readonly Row[],
): Promise<(row: Row) => { supplier_name: string; warehouse_name: string }> {
  const [suppliers, warehouses] = await Promise.all([
    namesById(ctx, 'suppliers', rows, 'supplier_id'),
    namesById(ctx, 'warehouses', rows, 'warehouse_id'),
  ])
  return (row) => ({
    supplier_name: suppliers.get(Number(row.supplier_id)) ?? '',
    warehouse_name: warehouses.get(Number(row.warehouse_id)) ?? '',
  })
}
