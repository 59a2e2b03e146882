import { api } from '../../api/client.ts'

/** The inventory routes the bespoke screens call (issue 14); the plain entities use the resource client. */
export type StockRow = {
  item_id: string
  product_id: string
  sku: string
  name: string
  type: string
  vendor: string
  warehouse_id: number
  warehouse_name: string
  quantity: number
  average_cost: number
  value: number
}
export type StockPage = { stock: StockRow[]; page: number; limit: number; more: boolean }
export type StockQuery = {
  search?: string
  warehouse_id?: string
  type?: string
  vendor?: string
  tag?: string
  page?: number
}

export type Movement = {
  id: string
  created: string
  quantity: number
  unit_cost: number
  reason: string
  source_id: string | null
  note: string
  balance: number
}
export type MovementPage = {
  warehouse: { id: number; name: string }
  item: { id: string; product_id: string; sku: string; name: string }
  on_hand: number
  average_cost: number
  movements: Movement[]
  page: number
  more: boolean
}

export type Stocktake = {
  id: number
  name: string
  status: string
  warehouse_id: number
  warehouse_name: string
  created: string
  completed: string | null
}
export type StocktakeSummary = {
  stocktake: Stocktake
  expected_items: number
  counted_items: number
  counted_units: number
}
export type VarianceLine = {
  item_id: number
  sku: string
  name: string
  expected: number
  counted: number
  variance: number
  cost: number
}
export type Count = { client_id: string; barcode: string; quantity: number }

export type TransferLine = {
  item_id: number
  sku: string
  name: string
  quantity: number
  received: number | null
  difference: number | null
}
export type Transfer = {
  id: number
  reference: string
  status: string
  from_warehouse_name: string
  to_warehouse_name: string
  created: string
  sent: string | null
  received: string | null
  lines: TransferLine[]
}

export const inventoryApi = {
  stock: (query: StockQuery, signal?: AbortSignal) =>
    api.get<StockPage>('proxy/stock-on-hand.json', { query, ...(signal ? { signal } : {}) }),
  stockCsvUrl: (query: StockQuery) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '' && key !== 'page') params.set(key, String(value))
    return `/api/proxy/stock-on-hand.csv?${params}`
  },
  movements: (warehouseId: number, itemId: number, page: number, signal?: AbortSignal) =>
    api.get<MovementPage>(`proxy/stock-movements/${warehouseId}/${itemId}.json`, {
      query: { page },
      ...(signal ? { signal } : {}),
    }),
  stocktakes: (status: 'current' | 'completed', signal?: AbortSignal) =>
    api.get<{ stocktakes: Stocktake[] }>('proxy/stocktakes.json', {
      query: { status },
      ...(signal ? { signal } : {}),
    }),
  startStocktake: (body: { warehouse_id: number; name: string }) =>
    api.post<{ stocktake: Stocktake }>('proxy/stocktakes.json', body),
  stocktake: (id: number, signal?: AbortSignal) =>
    api.get<StocktakeSummary>(`proxy/stocktake/${id}.json`, { quiet: true, ...(signal ? { signal } : {}) }),
  sendCounts: (id: number, counter: string, counts: Count[]) =>
    api.post<{ counted: { item_id: number; counted: number }[] }>(
      `proxy/stocktake/${id}/counts.json`,
      { counter, counts },
      { quiet: true },
    ),
  variances: (id: number, signal?: AbortSignal) =>
    api.get<{ stocktake: Stocktake; variances: VarianceLine[]; total_variance: number; total_cost: number }>(
      `proxy/stocktake/${id}/variances.json`,
      { quiet: true, ...(signal ? { signal } : {}) },
    ),
  commitStocktake: (id: number) => api.post<{ stocktake: Stocktake }>(`proxy/stocktake/${id}/commit.json`),
  transfers: (signal?: AbortSignal) =>
    api.get<{ transfers: Transfer[] }>('proxy/transfers.json', {
      query: { limit: 250 },
      ...(signal ? { signal } : {}),
    }),
  transfer: (id: number, signal?: AbortSignal) =>
    api.get<{ transfer: Transfer }>(`proxy/transfer/${id}.json`, signal ? { signal } : {}),
  createTransfer: (body: unknown) =>
    api.post<{ transfer: Transfer }>('proxy/transfers.json', body, { quiet: true }),
  transferAction: (id: number, action: 'send' | 'receive' | 'cancel', body: unknown = {}) =>
    api.post<{ transfer: Transfer }>(`proxy/transfer/${id}/${action}.json`, body),
}
