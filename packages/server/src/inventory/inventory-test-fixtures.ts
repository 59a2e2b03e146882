import type { TestApp } from '../test/test-app.ts'

/** Products with one item each, straight in the tables; gives the item ids in order. */
export async function insertItems(
  t: TestApp,
  companyId: number,
  marker: string,
  count: number,
  product: { type?: string; vendor?: string } = {},
): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const made = await t.database.db
      .insertInto('products')
      .values({
        company_id: companyId,
        style: `${marker}-${i}`,
        name: `${marker} ${i}`,
        type: product.type ?? 'Tees',
        vendor: product.vendor ?? 'Acme',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const item = await t.database.db
      .insertInto('items')
      .values({
        company_id: companyId,
        product_id: made.id,
        sku: `${marker}-${i}`,
        barcode: `${marker}BC${i}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(Number(item.id))
  }
  return ids
}

/** A warehouse straight in the table (the warehouse screens come with the resource layer). */
export async function insertWarehouse(t: TestApp, companyId: number, name: string): Promise<number> {
  const row = await t.database.db
    .insertInto('warehouses')
    .values({ company_id: companyId, name })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function insertLocation(t: TestApp, companyId: number, warehouseId: number, name: string) {
  const row = await t.database.db
    .insertInto('locations')
    .values({ company_id: companyId, warehouse_id: warehouseId, name })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The warehouse a store was given when it was made: where its sales take stock from. */
export async function storeWarehouseOf(t: TestApp, storeId: number): Promise<number> {
  const store = await t.database.db
    .selectFrom('stores')
    .select('warehouse_id')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow()
  return store.warehouse_id
}

/** The inventory tables (issue 14), for the tenancy snapshot. */
export const INVENTORY_TABLES = [
  'warehouses',
  'locations',
  'stock_ledger',
  'stock_on_hand',
  'stock_at_location',
  'transfers',
  'transfer_lines',
  'stocktakes',
  'stocktake_lines',
  'stocktake_counts',
  'fulfillments',
  'fulfillment_lines',
  'stock_levels',
  'replenishments',
] as const

/**
 * Company A's inventory for the tenancy walk: a warehouse with a location, stock received there, a sent transfer,
 * a stocktake being counted and an open fulfillment, every name containing `marker`. Ids by path segment.
 */
export async function insertInventoryFixtures(t: TestApp, companyId: number, cookie: string, marker: string) {
  const post = async (path: string, body: unknown) => {
    const response = await t.request('POST', path, { cookie, body })
    if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(response.body)}`)
    return response.body as Record<string, { id: number }>
  }
  const [item] = await insertItems(t, companyId, `${marker}-STOCK`, 1)
  const from = await insertWarehouse(t, companyId, `${marker} north`)
  const to = await insertWarehouse(t, companyId, `${marker} south`)
  const location = await insertLocation(t, companyId, from, `${marker} shelf`)
  await post('/api/proxy/stock-adjustments.json', {
    warehouse_id: from,
    location_id: location,
    note: marker,
    lines: [{ item_id: item, quantity: 10, unit_cost: 100 }],
  })
  const transfer = await post('/api/proxy/transfers.json', {
    from_warehouse_id: from,
    to_warehouse_id: to,
    reference: marker,
    lines: [{ item_id: item, quantity: 2 }],
  })
  await post(`/api/proxy/transfer/${transfer.transfer!.id}/send.json`, {})
  const stocktake = await post('/api/proxy/stocktakes.json', { warehouse_id: from, name: marker })
  await post(`/api/proxy/stocktake/${stocktake.stocktake!.id}/counts.json`, {
    counter: marker,
    counts: [{ client_id: 'a-1', item_id: item, quantity: 3 }],
  })
  const levels = await t.request('PUT', '/api/proxy/stock-levels.json', {
    cookie,
    body: { warehouse_id: to, levels: [{ item_id: item, minimum: 2, maximum: 9 }] },
  })
  if (levels.status !== 200) throw new Error(`stock-levels: ${JSON.stringify(levels.body)}`)
  const fulfillment = await post('/api/proxy/fulfillments.json', {
    type: 'Warehouse To Customer',
    source_warehouse_id: from,
    reference: marker,
    lines: [{ item_id: item, name: marker, requested: 1 }],
  })
  return {
    warehouse: from,
    location,
    item,
    transfer: transfer.transfer!.id,
    stocktake: stocktake.stocktake!.id,
    fulfillment: fulfillment.fulfillment!.id,
  }
}
