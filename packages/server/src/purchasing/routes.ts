import {
  ADMIN_COUNTER_START,
  abaFile,
  checkPayload,
  exportPayments,
  isRefusal,
  PaymentExportSchema,
  ProductPayloadSchema,
  purchaseOrderNumber,
  QuickBuySchema,
  quickBuyProblem,
  type Refusal,
  refusal,
  remitterProblem,
} from '@pos/core'
import type { Hono } from 'hono'
import { visibleRow } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { nextCounter } from '../catalog/counters.ts'
import { saveProduct } from '../catalog/products.ts'
import { Refusal as Refused } from '../db/admin-invariants.ts'
import { companyCurrency } from '../db/company-rows.ts'
import { userIdOf } from '../http/acting-user.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, refused } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'
import type { WriteContext } from '../resource/mount.ts'
import { payBill } from './order-books.ts'
import { billOrder, receiveOrder } from './purchase-order-mount.ts'

/** Carries a refusal out of a transaction so that what it wrote is undone. */
class Undo extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message)
  }
}

/**
 * Purchasing's routes that are not one record's: the supplier payment file (spec 2 accounts/payment/export) and
 * quick product buy (spec 2 accounts/quick-product-buy).
 */
export function registerPurchasingRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const db = deps.database.db
  const accounts = requireRight('accounts')

  /**
   * Pays the chosen bills awaiting payment from a bank account, in full, and answers the ABA file that tells the
   * bank to: each payment recorded and posted in the same transaction, so a bill is paid by one file only.
   */
  // Pays the bills it lists: money leaves for good, so it needs approve (like a bill's pay action).
  app.post('/api/proxy/payment/export.json', requireRight('accounts', 'approve'), async (c) => {
    const parsed = await readBody(c, PaymentExportSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { companyId } = principalOf(c)
    const body = parsed.value
    try {
      const answer = await db.transaction().execute(async (trx) => {
        const account = await trx
          .selectFrom('accounts')
          .select(['id', 'type', 'bank_bsb', 'bank_account_number', 'bank_account_name'])
          .where('company_id', '=', companyId)
          .where('id', '=', body.account_id)
          .where('archived', '=', false)
          .executeTakeFirst()
        if (account?.type !== 'Bank')
          throw new Undo(refusal('invalid', 'Choose a bank account of this company', 'account_id'))
        const problem = remitterProblem(account.bank_bsb, account.bank_account_number)
        if (problem) throw new Undo(problem)
        const company = await trx
          .selectFrom('companies')
          .select('name')
          .where('id', '=', companyId)
          .executeTakeFirstOrThrow()
        const ids = [...new Set(body.bill_ids)]
        const bills = await trx
          .selectFrom('bills as b')
          .innerJoin('suppliers as s', 's.id', 'b.supplier_id')
          .select([
            'b.id',
            'b.number',
            'b.reference',
            'b.status',
            'b.total',
            'b.paid',
            's.name as supplier',
            's.bank_account_name',
            's.bsb',
            's.account_number',
          ])
          .where('b.company_id', '=', companyId)
          .where('b.id', 'in', ids)
          .orderBy('b.id')
          .forUpdate('b')
          .execute()
        if (bills.length !== ids.length)
          throw new Undo(refusal('invalid', 'Choose bills of this company', 'bill_ids'))
        const payments = exportPayments(
          bills.map((bill) => ({
            number: bill.number,
            reference: bill.reference,
            status: bill.status,
            owed: Number(bill.total) - Number(bill.paid),
            supplier: bill.supplier,
            bankAccountName: bill.bank_account_name,
            bsb: bill.bsb,
            accountNumber: bill.account_number,
          })),
        )
        if (isRefusal(payments)) throw new Undo(payments)
        for (const [index, bill] of bills.entries()) {
          const after = await payBill(trx, companyId, bill, {
            amount: payments[index]!.amount,
            date: body.date,
            accountId: account.id,
          })
          if (isRefusal(after)) throw new Undo(after)
          await trx
            .updateTable('bills')
            .set(after)
            .where('company_id', '=', companyId)
            .where('id', '=', bill.id)
            .execute()
        }
        const aba = abaFile(
          {
            bank: body.bank,
            userName: (account.bank_account_name || company.name).toUpperCase(),
            userId: body.user_id,
            description: body.description.toUpperCase(),
            processDate: body.date,
            bsb: account.bank_bsb,
            accountNumber: account.bank_account_number,
            remitterName: company.name.toUpperCase(),
          },
          payments,
        )
        return {
          aba,
          filename: `supplier-payments-${body.date}.aba`,
          total: payments.reduce((sum, payment) => sum + payment.amount, 0),
          bills: bills.map((bill, index) => ({
            id: bill.id,
            number: bill.number,
            amount: payments[index]!.amount,
          })),
        }
      })
      return c.json(answer)
    } catch (error) {
      if (error instanceof Undo) return refused(c, error.refusal)
      if (error instanceof Refused) return badRequest(c, error.message)
      throw error
    }
  })

  /**
   * Quick product buy: new products (one item each, by SKU) bought from a supplier into a warehouse in one go: a
   * purchase order of them, received in full (stock in at cost, posted), and the supplier's draft bill.
   */
  app.post('/api/proxy/quick-product-buy.json', accounts, async (c) => {
    const parsed = await readBody(c, QuickBuySchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const principal = principalOf(c)
    const { companyId } = principal
    const buy = parsed.value
    const problem = quickBuyProblem(buy)
    if (problem) return refused(c, problem)
    try {
      const answer = await db.transaction().execute(async (trx) => {
        const ctx: WriteContext = {
          db: trx as never,
          trx,
          companyId,
          principal,
          deps,
          extra: {},
          afterCommit: [],
        }
        const supplier = await trx
          .selectFrom('suppliers')
          .select(['id', 'name'])
          .where('company_id', '=', companyId)
          .where('id', '=', buy.supplier_id!)
          .where('archived', '=', false)
          .executeTakeFirst()
        if (!supplier) throw new Undo(refusal('supplier', 'Missing Supplier', 'supplier_id'))
        const warehouse = await trx
          .selectFrom('warehouses')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', '=', buy.warehouse_id!)
          .where(visibleRow(principal, 'warehouses'))
          .executeTakeFirst()
        if (!warehouse) throw new Undo(refusal('warehouse', 'Missing Warehouse', 'warehouse_id'))
        const rate = await trx
          .selectFrom('tax_rates')
          .select(['id', 'percent'])
          .where('company_id', '=', companyId)
          .where('id', '=', buy.tax_rate_id!)
          .executeTakeFirst()
        if (!rate) throw new Undo(refusal('tax_rate', 'Missing Tax Rate', 'tax_rate_id'))
        const currency = await companyCurrency(trx, companyId)
        const userId = userIdOf(principal)
        const lines = []
        for (const line of buy.lines) {
          const product = checkPayload(ProductPayloadSchema, {
            name: line.name,
            vendor: supplier.name.slice(0, 100),
            cost_price: line.unit_cost,
            retail_price: line.retail_price ?? 0,
            items: [{ sku: line.sku }],
          })
          if (!product.ok) throw new Undo({ ...product.error, field: 'lines' })
          const saved = await saveProduct(trx, companyId, currency, userId, undefined, product.value)
          const item = await trx
            .selectFrom('items')
            .select('id')
            .where('company_id', '=', companyId)
            .where('product_id', '=', String(saved.id))
            .executeTakeFirstOrThrow()
          lines.push({ item_id: Number(item.id), line })
        }
        const number = purchaseOrderNumber(
          await nextCounter(trx, companyId, 'purchase_order', ADMIN_COUNTER_START.purchase_order),
        )
        const order = await trx
          .insertInto('purchase_orders')
          .values({
            company_id: companyId,
            number,
            supplier_id: supplier.id,
            warehouse_id: warehouse.id,
            reference: buy.reference,
            expected_date: null,
            subtotal: lines.reduce((sum, { line }) => sum + line.quantity! * line.unit_cost!, 0),
            ordered: lines.reduce((sum, { line }) => sum + line.quantity!, 0),
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('purchase_order_lines')
          .values(
            lines.map(({ item_id, line }, position) => ({
              company_id: companyId,
              purchase_order_id: order.id,
              position,
              item_id,
              description: line.name,
              quantity: line.quantity!,
              unit_cost: line.unit_cost!,
              tax_rate_id: rate.id,
            })),
          )
          .execute()
        const received = await receiveOrder(ctx, order, { key: 'quick-buy' })
        if (received) throw new Undo(received)
        const billed = await billOrder(ctx, order)
        if (billed) throw new Undo(billed)
        ctx.afterCommit.push(() => deps.realtime.publishUpdate(companyId, 'products'))
        return {
          purchase_order: { id: order.id, number: order.number },
          bill: ctx.extra.bill as { id: number; number: string },
          ctx,
        }
      })
      for (const run of answer.ctx.afterCommit) await run()
      return c.json({ purchase_order: answer.purchase_order, bill: answer.bill })
    } catch (error) {
      if (error instanceof Undo) return refused(c, error.refusal)
      if (error instanceof Refused) return badRequest(c, error.message, 'lines')
      throw error
    }
  })
}
