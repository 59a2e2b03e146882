import { billPosting, billResource, type TaxType } from '@pos/core'
import { day } from '../banking/bank-account.ts'
import { postApproved, reverseCanceled } from '../books/document-journal.ts'
import { ANSWERED_LINE_COLUMNS, answeredLine } from '../books/document-lines.ts'
import { childRowsOf, pendingChildRows } from '../resource/child-rows.ts'
import { resourceMount } from '../resource/mount.ts'
import { type BillInput, type WorkedLine, workedBill } from './bill-writes.ts'
import { billedByLine, moveBilled, payBill, roleAccount } from './order-books.ts'

type Row = Record<string, unknown>

/** The lines of the write in progress (beforeWrite works them out, afterWrite stores them). */
const pending = pendingChildRows<WorkedLine>('bill_lines', 'bill_id')

/**
 * Bills to pay: worked out and numbered (bill-writes), their lines stored; a line that bills a purchase order line
 * moves its billed units (and the order to Partial Match or Matched), given back when the draft is deleted or the
 * bill canceled. Approve posts it (core billPosting: GST paid on 1B and G11 through the lines' tax rates), cancel
 * reverses it, a payment debits Accounts Payable from a bank account.
 */
export const billMount = resourceMount(billResource, {
  computed: ['supplier_name', 'lines', 'payments'],
  decorate: async (ctx, rows) => {
    const ids = rows.map((row) => Number(row.id))
    if (ids.length === 0) return rows
    const [names, lines, payments] = await Promise.all([
      ctx.db
        .selectFrom('bills as b')
        .innerJoin('suppliers as s', 's.id', 'b.supplier_id')
        .select(['b.id', 's.name'])
        .where('b.company_id', '=', ctx.companyId)
        .where('b.id', 'in', ids)
        .execute(),
      childRowsOf(ctx, 'bill_lines', 'bill_id', ids, {
        columns: [...ANSWERED_LINE_COLUMNS, 'purchase_order_line_id'],
        orderBy: 'position',
      }),
      childRowsOf(ctx, 'bill_payments', 'bill_id', ids, {
        columns: ['id', 'date', 'amount', 'account_id'],
        orderBy: 'id',
      }),
    ])
    return rows.map((row) => {
      const id = Number(row.id)
      return {
        ...row,
        date: day(row.date),
        due_date: day(row.due_date),
        supplier_name: (names.find((n: Row) => Number(n.id) === id) as Row | undefined)?.name ?? '',
        lines: lines(id).map((line) => ({
          ...answeredLine(line),
          purchase_order_line_id: line.purchase_order_line_id ?? null,
        })),
        payments: payments(id).map((payment) => ({
          id: Number(payment.id),
          date: day(payment.date),
          amount: Number(payment.amount),
          account_id: Number(payment.account_id),
        })),
      }
    })
  },
  beforeWrite: async (ctx, values, current) => {
    const worked = await workedBill(ctx, values as unknown as BillInput, current)
    if ('code' in worked) return worked
    // What the bill billed before this write is given back, then what it bills now is taken.
    const change = current ? await billedByLine(ctx.trx, ctx.companyId, Number(current.id), -1) : new Map()
    for (const line of worked.lines)
      if (line.purchase_order_line_id !== null)
        change.set(
          line.purchase_order_line_id,
          (change.get(line.purchase_order_line_id) ?? 0) + line.quantity,
        )
    const moved = await moveBilled(ctx.trx, ctx.companyId, change)
    if (moved) return moved
    pending.keep(ctx, worked.lines)
    return worked.head
  },
  afterWrite: (ctx, row) => pending.store(ctx, Number(row.id)),
  beforeRemove: async (ctx, row) => {
    if (row.status !== 'draft') return { code: 'not_draft', message: 'Only a draft bill can be deleted' }
    return moveBilled(ctx.trx, ctx.companyId, await billedByLine(ctx.trx, ctx.companyId, Number(row.id), -1))
  },
  actions: {
    approve: async (ctx, row) => {
      const lines = await ctx.trx
        .selectFrom('bill_lines as l')
        .innerJoin('tax_rates as t', 't.id', 'l.tax_rate_id')
        .leftJoin('purchase_order_lines as o', (join) =>
          join.onRef('o.id', '=', 'l.purchase_order_line_id').onRef('o.company_id', '=', 'l.company_id'),
        )
        .select(['l.account_id', 'l.amount', 'l.quantity', 't.tax_type', 'o.unit_cost', 'o.item_id'])
        .where('l.company_id', '=', ctx.companyId)
        .where('l.bill_id', '=', Number(row.id))
        .execute()
      // A stock line its receipt posted names Accounts Payable: the receipt owed its units at the order's cost,
      // and a bill at another cost posts the difference as price variance (core GL9a).
      const payables = await roleAccount(ctx.trx, ctx.companyId, 'payables')
      const posting = billPosting(
        lines.map((line) => ({
          account: line.account_id,
          amount: Number(line.amount),
          taxType: line.tax_type as TaxType,
          ...(line.account_id === payables && line.item_id !== null && line.unit_cost !== null
            ? { receiptValue: line.quantity * Number(line.unit_cost) }
            : {}),
        })),
        row.tax_inclusive !== false,
      )
      return (
        (await postApproved(ctx.trx, ctx.companyId, 'bill', row, posting)) ?? { status: 'awaiting_payment' }
      )
    },
    cancel: async (ctx, row) => {
      const refused =
        (await reverseCanceled(ctx.trx, ctx.companyId, 'bill', row)) ??
        (await moveBilled(
          ctx.trx,
          ctx.companyId,
          await billedByLine(ctx.trx, ctx.companyId, Number(row.id), -1),
        ))
      return refused ?? { status: 'canceled' }
    },
    pay: async (ctx, row, input) => {
      const { amount, date, account_id } = input as {
        amount: number
        date: string
        account_id: number | null
      }
      return payBill(ctx.trx, ctx.companyId, row as never, { amount, date, accountId: account_id })
    },
  },
})
