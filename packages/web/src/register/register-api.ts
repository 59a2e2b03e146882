import type {
  CloseRegisterPayload,
  ReceiptDocument,
  RowOf,
  registerResource,
  SaleTotals,
  storeResource,
  TenderSummaryRow,
} from '@pos/core'
import { api } from '../api/client.ts'

/** The server's stores, registers, register day and sales (packages/server/API.md, issue 6). */

/** What the register's answers say of its store and registers: the declared rows, less the lists' counts. */
export type Store = Omit<RowOf<typeof storeResource>, 'register_count'>
export type Register = Omit<RowOf<typeof registerResource>, 'store_name' | 'open'> & { open?: boolean }
export type Session = {
  id: number
  status: 'open' | 'closed'
  opened: string
  float: number
  closed: string | null
  counted: number | null
  expected: number | null
  variance: number | null
}
export type Drawer = {
  float: number
  cash_sales: number
  petty_cash: number
  sale_count: number
  expected: number
}
export type RegisterState = {
  register: Register
  currency: string
  denominations: number[]
  session: Session | null
  drawer: Drawer | null
  tenders: TenderSummaryRow[]
  last_closed: Session | null
}
export type AssignedRegisters = {
  store: Store | null
  registers: Register[]
  message?: string
  help?: string
}
export type CloseAnswer = { session: Session; drawer: Drawer; tenders: TenderSummaryRow[] }
export type PettyCashEntry = { id: number; amount: number; reason: string; note: string; created: string }
export type SaleRow = {
  id: number
  receipt_number: string
  created: string
  total: number
  store_name: string | null
  register_name: string | null
  customer_name: string | null
}
export type SaleLineView = {
  id: string
  sale_line_id: string | null
  item: { sku: string; name: string }
  quantity: number
  item_price: number
  item_discount: number
  total_tax: number
}
export type SaleView = {
  id: number
  client_id: string
  receipt_number: string
  created: string
  currency: string
  store_id: number | null
  register_id: number | null
  store_name: string | null
  register_name: string | null
  customer_id: number | null
  customer_name: string | null
  customer_email: string | null
  employee: { display_name: string } | null
  lines: SaleLineView[]
  payments: { name: string; amount: number; processor: string }[]
}

export const registerApi = {
  assigned: (signal?: AbortSignal) =>
    api.get<AssignedRegisters>('proxy/assignedregisters.json', signal ? { signal } : {}),
  state: (id: number, signal?: AbortSignal) =>
    api.get<RegisterState>(`proxy/register/${id}/session.json`, signal ? { signal } : {}),
  open: (id: number, float: number) =>
    api.post<{ session: Session }>(`proxy/register/${id}/open.json`, { float }),
  /** Quiet: a variance answers 400 with the figures, which the screen shows as a confirmation. */
  close: (id: number, body: CloseRegisterPayload) =>
    api.post<CloseAnswer>(`proxy/register/${id}/close.json`, body, { quiet: !body.confirm_variance }),
  pettyCash: (id: number, signal?: AbortSignal) =>
    api.get<{ open: boolean; pettycash: PettyCashEntry[]; reasons: { id: number; name: string }[] }>(
      `proxy/register/${id}/pettycash.json`,
      signal ? { signal } : {},
    ),
  addPettyCash: (id: number, body: { amount: number; reason_id: number; note: string }) =>
    api.post<{ pettycash: PettyCashEntry; drawer: Drawer }>(`proxy/register/${id}/pettycash.json`, body),
  drawerOpenings: (id: number, signal?: AbortSignal) =>
    api.get<{ openings: { id: number; reason: string; created: string; user: string | null }[] }>(
      `proxy/register/${id}/cashdrawer.json`,
      signal ? { signal } : {},
    ),
  recordDrawerOpening: (id: number, reason: string) =>
    api.post<{ opening: { id: number; created: string } }>(`proxy/register/${id}/cashdrawer.json`, {
      reason,
    }),
  sale: (id: number, signal?: AbortSignal) =>
    api.get<{ sale: SaleView; totals: SaleTotals }>(`proxy/sale/${id}.json`, signal ? { signal } : {}),
  /** The receipt with its date in this browser's time zone (the register's, at the store). */
  receipt: (id: number, signal?: AbortSignal) =>
    api.get<{ receipt: ReceiptDocument; text: string[] }>(`proxy/sale/${id}/receipt.json`, {
      query: { utc_offset: -new Date().getTimezoneOffset() },
      ...(signal ? { signal } : {}),
    }),
  emailReceipt: (id: number, email: string) =>
    api.post<{ ok: true; to: string }>(`proxy/sale/${id}/email.json`, email ? { email } : {}),
}
