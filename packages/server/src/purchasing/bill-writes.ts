import { billDueDate, billNumber, isRefusal, type Refusal, refusal } from '@pos/core'
import { sql } from 'kysely'
import { day } from '../banking/bank-account.ts'
import { workedLines } from '../books/document-lines.ts'
import { nextCounter } from '../catalog/counters.ts'
import { companyHas } from '../db/company-rows.ts'
import { replaceChildRows } from '../resource/child-rows.ts'
import type { WriteContext } from '../resource/mount.ts'

export type BillLineInput = {
  description: string
  account_id: number
  tax_rate_id: number
  quantity: number
  unit_price: number
  purchase_order_line_id: number | null
}
export type BillInput = {
  supplier_id: number
  purchase_order_id: number | null
  reference: string
  /** Today in the company's books when null. */
  date: string | null
  due_date: string | null
  tax_inclusive: boolean
  lines: BillLineInput[]
}
export type WorkedLine = BillLineInput & { position: number; amount: number; tax: number }

/**
 * A bill as it is stored: its supplier, accounts and tax rates checked against the company, its due date (the
 * supplier's payment terms when none was given, core billDueDate), its GST and totals (core invoiceTotals, the
 * same arithmetic as an invoice), and its number from the company's bill counter.
 */
export async function workedBill(
  ctx: WriteContext,
  input: BillInput,
  current: Record<string, unknown> | undefined,
): Promise<Refusal | { head: Record<string, unknown>; lines: WorkedLine[] }> {
  const supplier = await ctx.trx
    .selectFrom('suppliers')
    .select(['id', 'payment_terms_days'])
    .where('company_id', '=', ctx.companyId)
    .where('id', '=', input.supplier_id)
    .where('archived', '=', false)
    .executeTakeFirst()
  if (!supplier) return refusal('supplier', 'Missing Supplier', 'supplier_id')
  if (input.purchase_order_id !== null) {
    if (!(await companyHas(ctx.trx, 'purchase_orders', ctx.companyId, input.purchase_order_id)))
      return refusal('invalid', 'Choose a purchase order of this company', 'purchase_order_id')
  }
  const totals = await workedLines(ctx, input.lines, input.tax_inclusive)
  if (isRefusal(totals)) return totals
  const date =
    input.date ??
    (
      await sql<{ day: string }>`
        SELECT (now() AT TIME ZONE books_timezone)::date::text AS day FROM companies WHERE id = ${ctx.companyId}`.execute(
        ctx.trx,
      )
    ).rows[0]!.day
  const number =
    (current?.number as string | undefined) ??
    billNumber(await nextCounter(ctx.trx, ctx.companyId, 'bill', 1))
  return {
    head: {
      supplier_id: input.supplier_id,
      purchase_order_id: input.purchase_order_id,
      reference: input.reference,
      date: day(date),
      due_date: input.due_date ?? billDueDate(day(date), supplier.payment_terms_days),
      tax_inclusive: input.tax_inclusive,
      number,
      total: totals.total,
      tax: totals.tax,
    },
    lines: totals.lines,
  }
}

/** Makes a draft bill (from a purchase order or a quick buy) outside the bill resource's own create. */
export async function insertBill(
  ctx: WriteContext,
  input: BillInput,
): Promise<Refusal | { id: number; number: string }> {
  const worked = await workedBill(ctx, input, undefined)
  if ('code' in worked) return worked
  const row = await ctx.trx
    .insertInto('bills')
    .values({ ...worked.head, company_id: ctx.companyId } as never)
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow()
  await replaceChildRows(ctx, 'bill_lines', 'bill_id', row.id, worked.lines)
  return { id: row.id, number: row.number }
}
