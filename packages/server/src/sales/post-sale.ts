import {
  AU_TAX,
  computeTotals,
  isGiftCardLine,
  type PostedSale,
  REGISTER_MESSAGES,
  returnProblem,
  type SoldLine,
  saleCashTaken,
  saleIntegrityIssues,
} from '@pos/core'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Principal } from '../app-env.ts'
import { lockCustomer, movePoints } from '../customers/balances.ts'
import { redeemTenders } from '../customers/redeem-tenders.ts'
import { Refusal } from '../db/admin-invariants.ts'
import type { Database } from '../db/schema.ts'

export type PostOutcome = { ok: true; id: number; replayed: boolean } | { ok: false; error: string }

const NOT_A_STORE = 'Please choose a store of this company'
const NOT_A_REGISTER = 'Please choose a register of this company'
const NOT_A_CUSTOMER = 'Please choose a customer of this company'

async function storedSaleId(
  db: Kysely<Database> | Transaction<Database>,
  companyId: number,
  clientId: string,
) {
  const row = await db
    .selectFrom('sales')
    .select('id')
    .where('company_id', '=', companyId)
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  return row ? Number(row.id) : undefined
}

function numericId(id: string | null | undefined): number | null {
  return id && /^\d{1,15}$/.test(id) ? Number(id) : null
}

/** Checks that need the database but change nothing: store, register, customer, payment methods, staff. */
async function precheck(db: Kysely<Database>, companyId: number, sale: PostedSale) {
  const company = await db
    .selectFrom('companies')
    .select('currency')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow()
  if (company.currency !== sale.currency)
    return { ok: false, error: REGISTER_MESSAGES.currencyMismatch } as const
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', sale.store_id)
    .executeTakeFirst()
  if (!store) return { ok: false, error: NOT_A_STORE } as const
  const register = await db
    .selectFrom('registers')
    .select(['id', 'store_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', sale.register_id)
    .executeTakeFirst()
  if (!register) return { ok: false, error: NOT_A_REGISTER } as const
  if (register.store_id !== sale.store_id)
    return { ok: false, error: REGISTER_MESSAGES.wrongRegister } as const
  const customerId = sale.customer_id === null ? null : numericId(sale.customer_id)
  if (sale.customer_id !== null) {
    const customer =
      customerId === null
        ? undefined
        : await db
            .selectFrom('customers')
            .select('id')
            .where('company_id', '=', companyId)
            .where('id', '=', customerId)
            .executeTakeFirst()
    if (!customer) return { ok: false, error: NOT_A_CUSTOMER } as const
  }
  const methods = await db
    .selectFrom('payment_methods')
    .select(['id'])
    .where('company_id', '=', companyId)
    .execute()
  const methodIds = new Set(methods.map((m) => String(m.id)))
  if (sale.payments.some((payment) => !methodIds.has(payment.payment_method))) {
    return { ok: false, error: REGISTER_MESSAGES.incorrectPaymentMethod } as const
  }
  const staffId = numericId(sale.employee?.id)
  const staff =
    staffId === null
      ? undefined
      : await db
          .selectFrom('sales_staff')
          .select(['id', 'unlinked_returns'])
          .where('company_id', '=', companyId)
          .where('id', '=', staffId)
          .executeTakeFirst()
  return { ok: true, customerId, unlinkedReturns: staff?.unlinked_returns ?? false } as const
}

/** The lines this sale returns, locked, with what was returned of them before (core RET1). */
async function soldLines(trx: Transaction<Database>, companyId: number, sale: PostedSale) {
  const ids = [
    ...new Set(sale.lines.flatMap((line) => (line.return_of_line_id ? [line.return_of_line_id] : []))),
  ]
  const sold = new Map<string, SoldLine>()
  if (ids.length === 0) return sold
  const originals = await trx
    .selectFrom('sale_lines')
    .select(['id', 'quantity'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .where('quantity', '>', 0)
    .orderBy('id')
    .forUpdate()
    .execute()
  const returned = await trx
    .selectFrom('sale_lines')
    .select(['return_of_line_id', (eb) => eb.fn.sum<string | number>('quantity').as('returned')])
    .where('company_id', '=', companyId)
    .where('return_of_line_id', 'in', ids)
    .groupBy('return_of_line_id')
    .execute()
  const returnedBy = new Map(returned.map((row) => [String(row.return_of_line_id), Number(row.returned)]))
  for (const row of originals) {
    const id = String(row.id)
    sold.set(id, { line_id: id, quantity: row.quantity, returned: returnedBy.get(id) ?? 0 })
  }
  return sold
}

/**
 * Stores a posted sale (spec 7 POST proxy/sale.json) by core's rules, all or nothing: the sale's own
 * figures (saleIntegrityIssues), its payment methods, returns within what was sold (core RET1-RET4),
 * balance tenders through `redeemTenders` in the same transaction; then lines, payments, stock movements,
 * points earned. Idempotent on the client id: the row is claimed first with INSERT ... ON CONFLICT DO
 * NOTHING on UNIQUE (company_id, client_id), so a repeat — also one racing the first — finds the stored sale.
 */
export async function postSale(
  db: Kysely<Database>,
  principal: Principal,
  sale: PostedSale,
  now: Date,
): Promise<PostOutcome> {
  const { companyId } = principal
  const existing = await storedSaleId(db, companyId, sale.id)
  if (existing !== undefined) return { ok: true, id: existing, replayed: true }

  const issues = saleIntegrityIssues(sale, AU_TAX)
  if (issues[0]) return { ok: false, error: `The sale does not add up: ${issues[0].message}` }
  const checked = await precheck(db, companyId, sale)
  if (!checked.ok) return { ok: false, error: checked.error }
  const totals = computeTotals(sale, AU_TAX)

  try {
    return await db.transaction().execute(async (trx) => {
      const session = await trx
        .selectFrom('register_sessions')
        .select('id')
        .where('company_id', '=', companyId)
        .where('register_id', '=', sale.register_id)
        .where('opened', '<=', new Date(sale.created))
        .where((eb) => eb.or([eb('closed', 'is', null), eb('closed', '>=', new Date(sale.created))]))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      // An offline sale whose time falls in no register day (the register's clock ran apart) counts in
      // the day that is open now.
      const day =
        session ??
        (await trx
          .selectFrom('register_sessions')
          .select('id')
          .where('company_id', '=', companyId)
          .where('register_id', '=', sale.register_id)
          .where('closed', 'is', null)
          .executeTakeFirst())
      const { offline: _offline, ...stored } = sale
      const claimed = await trx
        .insertInto('sales')
        .values({
          company_id: companyId,
          client_id: sale.id,
          store_id: sale.store_id,
          register_id: sale.register_id,
          register_session_id: day?.id ?? null,
          user_id: principal.kind === 'user' ? principal.userId : null,
          receipt_number: sale.receipt_number,
          created: sale.created,
          total: totals.total,
          total_tax: totals.tax,
          cash_taken: saleCashTaken(sale.payments, totals.change),
          customer_id: checked.customerId,
          data: JSON.stringify(stored),
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!claimed) {
        const raced = await storedSaleId(trx, companyId, sale.id)
        if (raced !== undefined) return { ok: true, id: raced, replayed: true } as const
        throw new Refusal(`${REGISTER_MESSAGES.duplicateReceipt} (${sale.receipt_number})`)
      }
      const saleId = claimed.id

      const problem = returnProblem(
        sale.lines,
        await soldLines(trx, companyId, sale),
        checked.unlinkedReturns,
      )
      if (!problem.ok) throw new Refusal(problem.error)

      const redeemed = await redeemTenders(trx, companyId, sale, {
        now,
        offline: sale.offline,
        total: totals.total,
        principal,
      })
      if (!redeemed.ok) throw new Refusal(redeemed.error.message)

      await trx
        .insertInto('sale_lines')
        .values(
          sale.lines.map((line, position) => ({
            company_id: companyId,
            sale_id: saleId,
            position,
            line_ref: line.id,
            item_id: numericId(line.item_id),
            product_id: numericId(line.product_id),
            sku: line.item.sku,
            name: line.item.name || line.product.name,
            quantity: line.quantity,
            item_price: line.item_price,
            item_discount: line.item_discount,
            total_tax: line.total_tax,
            return_of_line_id: line.return_of_line_id ?? null,
          })),
        )
        .execute()
      if (sale.payments.length > 0) {
        await trx
          .insertInto('sale_payments')
          .values(
            sale.payments.map((payment, position) => ({
              company_id: companyId,
              sale_id: saleId,
              position,
              payment_method_id: Number(payment.payment_method),
              processor: payment.processor,
              name: payment.name,
              amount: payment.amount,
              date: payment.date,
            })),
          )
          .execute()
      }
      const stock = sale.lines.flatMap((line) => {
        const itemId = numericId(line.item_id)
        return itemId === null || isGiftCardLine(line)
          ? []
          : [
              {
                company_id: companyId,
                store_id: sale.store_id,
                item_id: itemId,
                quantity: -line.quantity,
                sale_id: saleId,
              },
            ]
      })
      if (stock.length > 0) await trx.insertInto('stock_movements').values(stock).execute()

      if (checked.customerId !== null && sale.total_loyalty_points !== 0) {
        const customer = await lockCustomer(trx, companyId, checked.customerId)
        // A return takes back the points it earned, as far as the customer still has them.
        const points = Math.max(sale.total_loyalty_points, -(customer?.loyalty_points ?? 0))
        if (customer && points !== 0) {
          await movePoints(trx, {
            companyId,
            customerId: checked.customerId,
            points,
            value: 0,
            description:
              points > 0
                ? `Points earned on ${sale.receipt_number}`
                : `Points returned on ${sale.receipt_number}`,
            reference: sale.receipt_number,
            saleRef: `${sale.id}:earned`,
            userId: principal.kind === 'user' ? principal.userId : null,
          })
        }
      }
      return { ok: true, id: Number(saleId), replayed: false } as const
    })
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message }
    throw error
  }
}

/** Returned quantities per original line, for GET sale/{id}/returnable.json. */
export async function returnedByLine(db: Kysely<Database>, companyId: number, saleId: number) {
  const rows = await db
    .selectFrom('sale_lines as l')
    .leftJoin('sale_lines as r', (join) =>
      join.onRef('r.return_of_line_id', '=', 'l.id').onRef('r.company_id', '=', 'l.company_id'),
    )
    .select([
      'l.id',
      'l.position',
      'l.quantity',
      sql<string | number>`coalesce(sum(r.quantity), 0)`.as('returned'),
    ])
    .where('l.company_id', '=', companyId)
    .where('l.sale_id', '=', saleId)
    .groupBy(['l.id', 'l.position', 'l.quantity'])
    .orderBy('l.position')
    .execute()
  return rows.map((row) => ({
    id: String(row.id),
    position: row.position,
    quantity: row.quantity,
    returned: Number(row.returned),
  }))
}
