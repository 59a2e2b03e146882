import {
  LocationStockSchema,
  StockMoveAnswerSchema,
  StockMovementsPageSchema,
  StockOnHandPageSchema,
  StocktakeAnswerSchema,
  StocktakeCountedSchema,
  StocktakeListSchema,
  StocktakeSummarySchema,
  StocktakeVariancesSchema,
  TransferAnswerSchema,
  TransferListSchema,
} from '@pos/core'
import { answers } from '../../api/answers.ts'

/**
 * The inventory routes the bespoke screens call (issue 14), their answers typed by core's schemas; the plain
 * entities use the resource client.
 */
export type StockQuery = {
  search?: string
  warehouse_id?: string
  type?: string
  vendor?: string
  tag?: string
  page?: number
}

/** A count as the counting screen keeps it until the server has it (the body of POST counts.json). */
export type Count = { client_id: string; barcode: string; quantity: number }

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

export const inventoryApi = {
  stock: (query: StockQuery, signal?: AbortSignal) =>
    answers.get(StockOnHandPageSchema, 'proxy/stock-on-hand.json', { query, ...withSignal(signal) }),
  stockCsvUrl: (query: StockQuery) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '' && key !== 'page') params.set(key, String(value))
    return `/api/proxy/stock-on-hand.csv?${params}`
  },
  movements: (warehouseId: number, itemId: number, page: number, signal?: AbortSignal) =>
    answers.get(StockMovementsPageSchema, `proxy/stock-movements/${warehouseId}/${itemId}.json`, {
      query: { page },
      ...withSignal(signal),
    }),
  stocktakes: (status: 'current' | 'completed', page: number, signal?: AbortSignal) =>
    answers.get(StocktakeListSchema, 'proxy/stocktakes.json', {
      query: { status, page },
      ...withSignal(signal),
    }),
  startStocktake: (body: unknown) =>
    answers.post(StocktakeAnswerSchema, 'proxy/stocktakes.json', body, { quiet: true }),
  stocktake: (id: number, signal?: AbortSignal) =>
    answers.get(StocktakeSummarySchema, `proxy/stocktake/${id}.json`, { quiet: true, ...withSignal(signal) }),
  sendCounts: (id: number, counter: string, counts: Count[]) =>
    answers.post(
      StocktakeCountedSchema,
      `proxy/stocktake/${id}/counts.json`,
      { counter, counts },
      { quiet: true },
    ),
  variances: (id: number, signal?: AbortSignal) =>
    answers.get(StocktakeVariancesSchema, `proxy/stocktake/${id}/variances.json`, {
      quiet: true,
      ...withSignal(signal),
    }),
  commitStocktake: (id: number) => answers.post(StocktakeAnswerSchema, `proxy/stocktake/${id}/commit.json`),
  transfers: (query: { page: number; status: string; search: string }, signal?: AbortSignal) =>
    answers.get(TransferListSchema, 'proxy/transfers.json', { query, ...withSignal(signal) }),
  transfer: (id: number, signal?: AbortSignal) =>
    answers.get(TransferAnswerSchema, `proxy/transfer/${id}.json`, withSignal(signal)),
  createTransfer: (body: unknown) =>
    answers.post(TransferAnswerSchema, 'proxy/transfers.json', body, { quiet: true }),
  transferAction: (id: number, action: 'send' | 'receive' | 'cancel', body: unknown = {}) =>
    answers.post(TransferAnswerSchema, `proxy/transfer/${id}/${action}.json`, body),
  /** Quiet: a refused move is shown by its field. */
  move: (body: unknown) =>
    answers.post(StockMoveAnswerSchema, 'proxy/stock-move.json', body, { quiet: true }),
  location: (warehouseId: number, locationId: number, signal?: AbortSignal) =>
    answers.get(LocationStockSchema, `proxy/location/${warehouseId}/${locationId}.json`, {
      quiet: true,
      ...withSignal(signal),
    }),
}
