import {
  ADMIN_COUNTER_START,
  approvedInvoicePosting,
  documentPaymentPosting,
  fallbackClearingRole,
  INVOICE_EMAIL_NO_ADDRESS,
  type InvoiceStatus,
  invoiceAfterPayment,
  invoiceEmailValues,
  invoiceFileName,
  invoiceNumber,
  invoiceResource,
  isRefusal,
  refusal,
  type TaxType,
} from '@pos/core'
import { sql } from 'kysely'
import { day } from '../banking/bank-account.ts'
import { nextCounter } from '../catalog/counters.ts'
import { companyEmail } from '../email/company-templates.ts'
import { invoiceEmail } from '../email/messages.ts'
import { childRowsOf, pendingChildRows } from '../resource/child-rows.ts'
import { resourceMount } from '../resource/mount.ts'
import { postApproved, postDocument, reverseCanceled } from './document-journal.ts'
import { ANSWERED_LINE_COLUMNS, answeredLine, workedLines } from './document-lines.ts'
import { loadTaxInvoice } from './invoice-document.ts'
import { taxInvoicePdf } from './invoice-pdf.ts'

type Line = {
  description: string
  account_id: number
  tax_rate_id: number
  quantity: number
  unit_price: number
}
type Row = Record<string, unknown>

/** The lines of the write in progress (beforeWrite works them out, afterWrite stores them). */
const pending = pendingChildRows<Line & { position: number; amount: number; tax: number }>(
  'invoice_lines',
  'invoice_id',
)

/**
 * Invoices (accounts receivable): lines checked against the company's accounts and tax rates and their GST worked
 * out (core lineTax) before the invoice is written with its number and totals; approve posts it (core
 * invoicePosting), cancel reverses that posting, a payment posts against Accounts Receivable and moves the
 * invoice to Paid when it is paid in full; only drafts are deleted.
 */
export const invoiceMount = resourceMount(invoiceResource, {
  computed: ['lines', 'payments'],
  decorate: async (ctx, rows) => {
    const ids = rows.map((row) => Number(row.id))
    if (ids.length === 0) return rows
    const [lines, payments] = await Promise.all([
      childRowsOf(ctx, 'invoice_lines', 'invoice_id', ids, {
        columns: ANSWERED_LINE_COLUMNS,
        orderBy: 'position',
      }),
      childRowsOf(ctx, 'invoice_payments', 'invoice_id', ids, {
        columns: ['id', 'date', 'amount', 'payment_method_id'],
        orderBy: 'id',
      }),
    ])
    return rows.map((row) => ({
      ...row,
      date: day(row.date),
      due_date: day(row.due_date),
      lines: lines(Number(row.id)).map(answeredLine),
      payments: payments(Number(row.id)).map((payment) => ({
        id: Number(payment.id),
        date: day(payment.date),
        amount: Number(payment.amount),
        payment_method_id: payment.payment_method_id,
      })),
    }))
  },
  beforeWrite: async (ctx, values, current) => {
    const { lines, ...rest } = values as Row & { lines: Line[]; tax_inclusive: boolean }
    const worked = await workedLines(ctx, lines, rest.tax_inclusive !== false)
    if (isRefusal(worked)) return worked
    const { total, tax } = worked
    pending.keep(ctx, worked.lines)
    const number =
      current?.number ||
      invoiceNumber(await nextCounter(ctx.trx, ctx.companyId, 'invoice', ADMIN_COUNTER_START.invoice))
    return { ...rest, number, total, tax }
  },
  afterWrite: (ctx, row) => pending.store(ctx, Number(row.id)),
  beforeRemove: async (_ctx, row) =>
    row.status === 'draft' ? undefined : refusal('not_draft', 'Only a draft invoice can be deleted'),
  actions: {
    /**
     * Emails the invoice to its customer (the invoice's email, else the customer record's) with its PDF, in the
     * company's invoice email template when it has one [GL14]. Sent once the action's transaction is over, once
     * per request; refused, with nothing sent, when there is no address.
     */
    email: async (ctx, row) => {
      const loaded = await loadTaxInvoice(ctx.trx, ctx.companyId, Number(row.id))
      if (!loaded) return undefined
      if (!loaded.email) return refusal('no_email', INVOICE_EMAIL_NO_ADDRESS, 'contact_email')
      const values = invoiceEmailValues(loaded.document, loaded.currency)
      const message = await companyEmail(
        ctx.trx,
        ctx.companyId,
        'invoice',
        values,
        invoiceEmail(loaded.email, values),
      )
      // The PDF is drawn once the transaction is over: drawing it need not hold the invoice's row.
      ctx.afterCommit.push(async () => {
        const content = await taxInvoicePdf(loaded.document, new Date())
        const pdf = { filename: invoiceFileName(loaded.number), contentType: 'application/pdf', content }
        await ctx.deps.mailer.send({ ...message, attachments: [pdf] })
      })
      ctx.extra.emailed_to = loaded.email
      return undefined
    },
    approve: async (ctx, row) => {
      const lines = await ctx.trx
        .selectFrom('invoice_lines as l')
        .innerJoin('tax_rates as t', 't.id', 'l.tax_rate_id')
        .select(['l.account_id', 'l.quantity', 'l.unit_price', 't.tax_type'])
        .where('l.company_id', '=', ctx.companyId)
        .where('l.invoice_id', '=', Number(row.id))
        .execute()
      const posting = approvedInvoicePosting(
        lines.map((line) => ({
          account: line.account_id,
          quantity: Number(line.quantity),
          unit_price: Number(line.unit_price),
          taxType: line.tax_type as TaxType,
        })),
        row.tax_inclusive !== false,
      )
      return (
        (await postApproved(ctx.trx, ctx.companyId, 'invoice', row, posting)) ?? {
          status: 'awaiting_payment',
        }
      )
    },
    cancel: async (ctx, row) => {
      return (await reverseCanceled(ctx.trx, ctx.companyId, 'invoice', row)) ?? { status: 'canceled' }
    },
    pay: async (ctx, row, input) => {
      const { amount, date, payment_method_id } = input as {
        amount: number
        date: string
        payment_method_id: number | null
      }
      const after = invoiceAfterPayment(
        { status: row.status as InvoiceStatus, total: Number(row.total), paid: Number(row.paid) },
        amount,
      )
      if (isRefusal(after)) return after
      let role = fallbackClearingRole('')
      if (payment_method_id !== null) {
        const method = await ctx.trx
          .selectFrom('payment_methods')
          .select([
            'id',
            sql<string>`coalesce(metadata -> 'pos' -> 'payment_processor' ->> 'value', '')`.as('processor'),
          ])
          .where('company_id', '=', ctx.companyId)
          .where('id', '=', payment_method_id)
          .executeTakeFirst()
        if (!method) return refusal('invalid', 'Choose a payment method of this company', 'payment_method_id')
        role = fallbackClearingRole(method.processor)
      }
      const payment = await ctx.trx
        .insertInto('invoice_payments')
        .values({ invoice_id: Number(row.id), company_id: ctx.companyId, date, amount, payment_method_id })
        .returning('id')
        .executeTakeFirstOrThrow()
      const tender = payment_method_id === null ? { role } : { role, method: String(payment_method_id) }
      const head = {
        date,
        narration: `Payment of invoice ${row.number}`,
        sourceKind: 'invoice_payment',
        sourceId: Number(payment.id),
      }
      const refused = await postDocument(ctx.trx, ctx.companyId, head, documentPaymentPosting(amount, tender))
      return refused ?? after
    },
  },
})
