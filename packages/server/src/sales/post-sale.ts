import {
  AU_TAX,
  computeTotals,
  isBalancePayment,
  isGiftCardLine,
  type PostedSale,
  REGISTER_MESSAGES,
  returnProblem,
  type SoldLine,
  saleCashTaken,
  saleFulfillmentPlans,
  saleIntegrityIssues,
} from '@pos/core'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Principal } from '../app-env.ts'
import { itemUnitCost } from '../books/item-cost.ts'
import { ledgerInserts, saleLedgerJson } from '../books/sale-journal.ts'
import { lockCustomer, movePoints } from '../customers/balances.ts'
import { redeemTenders } from '../customers/redeem-tenders.ts'
import { Refusal } from '../db/admin-invariants.ts'
import { fixedStatement } from '../db/fixed-statement.ts'
import type { DatabaseHandle } from '../db/open-database.ts'
import type { Database } from '../db/schema.ts'
import { hookedRunsInsert } from '../glue/system-hooks.ts'
import { writeSaleFulfillments } from './sale-fulfillments.ts'
import { type LoadedSale, saleView } from './sale-json.ts'

export type PostOutcome =
  | {
      ok: true
      id: number
      replayed: boolean
      loaded?: LoadedSale
      /** The source warehouses of fulfillments the sale made (their realtime kinds are published). */
      fulfillmentWarehouses?: number[]
    }
  | { ok: false; error: string }
  /**
   * The session the request came with was taken from the server's memory (`SessionCheck`), and the statement
   * found it no longer as it was (signed out, expired, the user disabled or the group's rights changed): nothing
   * was written or read back; the caller looks the session up again before anything else.
   */
  | { ok: false; staleSession: true }

/**
 * A signed-in user's session as the server last looked it up (http/authenticate.ts), which the sale's own
 * statement checks again instead of a lookup of its own: the session still live, its user active and the same,
 * the group's rights what they were (`rights`, the stored JSON). So signing out or disabling a user stops the
 * next sale at once, as a lookup would.
 */
export type SessionCheck = { hash: string; userId: number; rights: string }

const NOT_A_STORE = 'Please choose a store of this company'
const NOT_A_REGISTER = 'Please choose a register of this company'
const NOT_A_CUSTOMER = 'Please choose a customer of this company'
/** The largest value of an `integer` column: a bigger id names no row (and must not reach the database). */
const MAX_INTEGER = 2_147_483_647

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

/** The id of an `integer` column, or 0 (which names no row) when it cannot be one. */
function integerId(id: number | null): number {
  return id !== null && id <= MAX_INTEGER ? id : 0
}

/** Why the facts refuse a sale, as `factsQuery` names it, with what the register hears. */
const FACT_PROBLEMS = {
  currency: REGISTER_MESSAGES.currencyMismatch,
  store: NOT_A_STORE,
  register: NOT_A_REGISTER,
  wrong_register: REGISTER_MESSAGES.wrongRegister,
  customer: NOT_A_CUSTOMER,
  payment_method: REGISTER_MESSAGES.incorrectPaymentMethod,
} as const

/** One row of `factsQuery`: what the sale names, each null when it is not the company's. */
type SaleFactsRow = {
  stored_id: string | null
  currency: string
  store: { id: number; name: string; address: unknown } | null
  register: { id: number; store_id: number | null; name: string; register_template_id: number | null } | null
  customer: { id: number; first_name: string; last_name: string; email: string } | null
  unlinked_returns: boolean | null
  method_ids: string[] | null
  register_session_id: number | null
  /**
   * The first check the sale fails, in the order a register hears about them (after the session, which the
   * register never hears about: see `SessionCheck`); null when it passes them all.
   */
  problem: keyof typeof FACT_PROBLEMS | 'session' | null
}

/** The values `factsTemplate` reads: what the sale names, as parameters. */
type FactValues = {
  company_id: number
  client_id: string
  currency: string
  store_id: number
  register_id: number
  names_customer: boolean
  customer_id: number
  staff_id: number
  method_ids: string[]
  created: Date
  /** Whether the statement checks the session (`SessionCheck`), and what it checks. */
  check_session: boolean
  session_hash: string
  session_user: number
  session_rights: string
}

function factValues(companyId: number, sale: PostedSale, session: SessionCheck | undefined): FactValues {
  const customerId = sale.customer_id === null ? null : numericId(sale.customer_id)
  return {
    check_session: session !== undefined,
    session_hash: session?.hash ?? '',
    session_user: session?.userId ?? 0,
    session_rights: session?.rights ?? '{}',
    company_id: companyId,
    client_id: sale.id,
    currency: sale.currency,
    store_id: sale.store_id,
    register_id: sale.register_id,
    names_customer: sale.customer_id !== null,
    customer_id: integerId(customerId),
    staff_id: integerId(numericId(sale.employee?.id)),
    method_ids: [...new Set(sale.payments.map((payment) => payment.payment_method))],
    created: new Date(sale.created),
  }
}

/**
 * Everything posting a sale checks, in one query: whether it is stored already (a repeat), the company's
 * currency, the store, the register and the day the sale counts in, the customer, the sales person, and the
 * payment methods, and the first of those checks it fails (`problem`). The names come back too, so that a new
 * sale is answered without reading it back. SQL, so that the statement that writes a new sale can start with it
 * (`newSaleStatement`): one round trip less a sale. One small subquery per fact: as five LEFT JOINs, planning
 * it cost PGlite 2.9 ms a sale instead of 2.0 ms. Its text never changes (fixedStatement): the values are
 * `FactValues`.
 */
function factsTemplate(v: FactValues) {
  // The register day: the one the sale's time falls in, else (the register's clock ran apart while offline)
  // the day that is open now.
  return sql<SaleFactsRow>`
    SELECT f.*,
      CASE
        WHEN NOT f.session_live THEN 'session'
        WHEN f.currency IS DISTINCT FROM ${v.currency} THEN 'currency'
        WHEN f.store IS NULL THEN 'store'
        WHEN f.register IS NULL THEN 'register'
        WHEN (f.register ->> 'store_id')::integer IS DISTINCT FROM ${v.store_id} THEN 'wrong_register'
        WHEN ${v.names_customer} AND f.customer IS NULL THEN 'customer'
        WHEN NOT (${v.method_ids}::text[] <@ coalesce(f.method_ids, '{}')) THEN 'payment_method'
      END AS problem
    FROM (
      SELECT
        (NOT ${v.check_session} OR EXISTS (
          SELECT 1 FROM sessions se
          JOIN users u ON u.id = se.user_id AND u.company_id = se.company_id
          JOIN security_groups g ON g.id = u.group_id
          WHERE se.id_hash = ${v.session_hash} AND se.company_id = co.id AND se.expires > now()
            AND u.id = ${v.session_user} AND u.status = 'active' AND g.rights = ${v.session_rights}::jsonb
        )) AS session_live,
        (SELECT s.id FROM sales s WHERE s.company_id = co.id AND s.client_id = ${v.client_id}) AS stored_id,
        co.currency,
        (
          SELECT json_build_object('id', st.id, 'name', st.name, 'address', st.address)
          FROM stores st WHERE st.company_id = co.id AND st.id = ${v.store_id}
        ) AS store,
        (
          SELECT json_build_object(
            'id', r.id, 'store_id', r.store_id, 'name', r.name, 'register_template_id', r.register_template_id)
          FROM registers r WHERE r.company_id = co.id AND r.id = ${v.register_id}
        ) AS register,
        (
          SELECT json_build_object(
            'id', cu.id, 'first_name', cu.first_name, 'last_name', cu.last_name, 'email', cu.email)
          FROM customers cu WHERE cu.company_id = co.id AND cu.id = ${v.customer_id}
        ) AS customer,
        (
          SELECT ss.unlinked_returns FROM sales_staff ss
          WHERE ss.company_id = co.id AND ss.id = ${v.staff_id}
        ) AS unlinked_returns,
        (SELECT array_agg(m.id::text) FROM payment_methods m WHERE m.company_id = co.id) AS method_ids,
        (
          SELECT d.id FROM register_sessions d
          WHERE d.company_id = co.id AND d.register_id = ${v.register_id}
            AND (d.closed IS NULL OR (d.opened <= ${v.created} AND d.closed >= ${v.created}))
          ORDER BY (d.opened <= ${v.created} AND (d.closed IS NULL OR d.closed >= ${v.created})) DESC, d.id DESC
          LIMIT 1
        ) AS register_session_id
      FROM companies co
      WHERE co.id = ${v.company_id}
      -- Kept a subquery (not pulled up into the outer SELECT), so each fact runs once: pulled up, the CASE above
      -- ran the store, register, customer and payment method subqueries again for every mention of them.
      OFFSET 0
    ) f`
}

export const factsStatement = fixedStatement(factsTemplate)

/** The facts alone, for a sale that takes more than one statement to store. */
async function saleFacts(
  database: DatabaseHandle,
  companyId: number,
  sale: PostedSale,
  session: SessionCheck | undefined,
) {
  const [facts] = await database.prepared(factsStatement(factValues(companyId, sale, session)))
  if (!facts) throw new Error('the signed-in company is not in the database')
  return facts
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

type Stored = { companyId: number; customerId: number | null; sessionId: number | null }

/** What the register sent, as the sale's data keeps it: all but whether it was sent from the offline queue. */
function saleData(sale: PostedSale) {
  const { offline: _offline, ...data } = sale
  return data
}

/** The sale's own row. */
function saleRow(
  principal: Principal,
  sale: PostedSale,
  totals: ReturnType<typeof computeTotals>,
  { companyId, customerId, sessionId }: Stored,
) {
  return {
    company_id: companyId,
    client_id: sale.id,
    store_id: sale.store_id,
    register_id: sale.register_id,
    register_session_id: sessionId,
    user_id: principal.kind === 'user' ? principal.userId : null,
    receipt_number: sale.receipt_number,
    created: sale.created,
    total: totals.total,
    total_tax: totals.tax,
    cash_taken: saleCashTaken(sale.payments, totals.change),
    customer_id: customerId,
    data: JSON.stringify(saleData(sale)),
  }
}

/**
 * The values `childInserts` reads: a sale's lines, payments and stock movements as JSON rows, and its posting
 * (`ledger`, see books/sale-journal.ts) with the company and the journal's narration.
 */
type ChildValues = {
  lines: string
  payments: string
  stock: string
  ledger: string
  company: number
  narration: string
}

export function childValues(companyId: number, sale: PostedSale): ChildValues {
  const lines = sale.lines.map((line, position) => ({
    company_id: companyId,
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
  }))
  const payments = sale.payments.map((payment, position) => ({
    company_id: companyId,
    position,
    payment_method_id: Number(payment.payment_method),
    processor: payment.processor,
    name: payment.name,
    amount: payment.amount,
    date: payment.date,
  }))
  const stock = sale.lines.flatMap((line) => {
    const itemId = numericId(line.item_id)
    return itemId === null || isGiftCardLine(line)
      ? []
      : [{ company_id: companyId, store_id: sale.store_id, item_id: itemId, quantity: -line.quantity }]
  })
  return {
    lines: JSON.stringify(lines),
    payments: JSON.stringify(payments),
    stock: JSON.stringify(stock),
    ledger: saleLedgerJson(sale),
    company: companyId,
    narration: `Sale ${sale.receipt_number}`,
  }
}

/**
 * The CTEs that write a sale's lines, payments, stock movements and its posting to the books (in the same
 * statement, so a sale is never stored unposted) for the sale row in the CTE `claimed` (none
 * when it is empty), from JSON rows (`jsonb_populate_recordset` types them by their table); `lines` returns the
 * new line ids. The statement is all or nothing, so a sale needs no transaction of its own for them.
 *
 * Stock moves in the ledger at the store's warehouse, at the item's moving-average cost there (a sale and a return
 * at the average leave the average as it was), and the projection `stock_on_hand` takes the sum per item in the
 * same statement (ON CONFLICT adds to the row's latest version, so concurrent sales of one item all count). Only
 * a claimed sale writes, so a repeated POST moves nothing.
 */
function childInserts(v: ChildValues) {
  const rows = (table: string, json: string) =>
    sql`jsonb_populate_recordset(NULL::${sql.table(table)}, ${json}::jsonb) WITH ORDINALITY`
  return sql`
    lines AS (
      INSERT INTO sale_lines (company_id, sale_id, position, line_ref, item_id, product_id, sku, name, quantity,
        item_price, item_discount, total_tax, return_of_line_id)
      SELECT l.company_id, claimed.id, l.position, l.line_ref, l.item_id, l.product_id, l.sku, l.name, l.quantity,
        l.item_price, l.item_discount, l.total_tax, l.return_of_line_id
      FROM claimed, ${rows('sale_lines', v.lines)} AS l
      ORDER BY l.ordinality
      RETURNING id, position
    ),
    payments AS (
      INSERT INTO sale_payments (company_id, sale_id, position, payment_method_id, processor, name, amount, date)
      SELECT p.company_id, claimed.id, p.position, p.payment_method_id, p.processor, p.name, p.amount, p.date
      FROM claimed, ${rows('sale_payments', v.payments)} AS p
      ORDER BY p.ordinality
    ),
    stock AS (
      INSERT INTO stock_ledger (company_id, warehouse_id, item_id, quantity, unit_cost, reason, source_id)
      SELECT m.company_id, st.warehouse_id, m.item_id, m.quantity,
        coalesce(oh.average_cost, ${itemUnitCost(sql`m.company_id`, sql`m.item_id`)}, 0),
        CASE WHEN m.quantity < 0 THEN 'sale' ELSE 'return' END, claimed.id
      FROM claimed
      CROSS JOIN jsonb_to_recordset(${v.stock}::jsonb)
        AS m (company_id integer, store_id integer, item_id bigint, quantity integer)
      JOIN stores st ON st.id = m.store_id AND st.company_id = m.company_id
      LEFT JOIN stock_on_hand oh
        ON oh.company_id = m.company_id AND oh.warehouse_id = st.warehouse_id AND oh.item_id = m.item_id
      RETURNING company_id, warehouse_id, item_id, quantity, unit_cost
    ),
    on_hand AS (
      INSERT INTO stock_on_hand (company_id, warehouse_id, item_id, quantity)
      SELECT company_id, warehouse_id, item_id, sum(quantity) FROM stock
      GROUP BY company_id, warehouse_id, item_id ORDER BY item_id
      ON CONFLICT (company_id, warehouse_id, item_id) DO UPDATE SET quantity = stock_on_hand.quantity + excluded.quantity
      RETURNING warehouse_id, item_id, quantity
    ),
    ${glueHookInserts(v)},
    ${ledgerInserts(v)}`
}

/** The columns of the claimed sale row that its Glue event carries (`claimed` returns them). */
const CLAIMED_COLUMNS = sql`id, created, client_id, receipt_number, store_id, register_id, customer_id, total`

/**
 * The Glue runs a stored sale fires (glue/system-hooks.ts), in the sale's own statement: "sale.created" with the
 * sale, and "stock.changed" with each item's change and what is on hand after it when the sale moved stock.
 * Nothing is queued for a sale that was not claimed (a repeat) or for a company with no hooked job.
 */
function glueHookInserts(v: ChildValues) {
  const company = sql`${v.company}`
  const sale = sql`(
    SELECT jsonb_build_object('event', 'sale.created', 'sale', jsonb_build_object(
      'id', c.id, 'client_id', c.client_id, 'receipt_number', c.receipt_number, 'created', c.created,
      'store_id', c.store_id, 'register_id', c.register_id, 'customer_id', c.customer_id, 'total', c.total))
    FROM claimed c)`
  const stock = sql`(
    SELECT jsonb_build_object('event', 'stock.changed', 'reason', 'sale', 'sale_id', (SELECT id FROM claimed),
      'changes', jsonb_agg(jsonb_build_object('warehouse_id', m.warehouse_id, 'item_id', m.item_id,
        'quantity', m.quantity, 'on_hand', o.quantity) ORDER BY m.item_id))
    FROM (SELECT warehouse_id, item_id, sum(quantity) AS quantity FROM stock GROUP BY warehouse_id, item_id) m
    LEFT JOIN on_hand o ON o.warehouse_id = m.warehouse_id AND o.item_id = m.item_id)`
  return sql`
    sale_hooked AS (
      ${hookedRunsInsert(company, 'sale.created', sale, sql`EXISTS (SELECT 1 FROM claimed)`)}
    ),
    stock_hooked AS (
      ${hookedRunsInsert(company, 'stock.changed', stock, sql`EXISTS (SELECT 1 FROM stock)`)}
    )`
}

/** What writing a sale gives back: the sale row's id and time (null when it was not claimed), its line ids. */
type Written = { sale_id: string | null; sale_created: Date | null; line_ids: string[] | null }

/** The sale row's values in `newSaleStatement` (the day and the customer come from the facts). */
type NewSaleFlatValues = FactValues &
  ChildValues &
  Pick<
    ReturnType<typeof saleRow>,
    'user_id' | 'receipt_number' | 'total' | 'total_tax' | 'cash_taken' | 'data'
  > & {
    sale_created: string
  }

/**
 * A sale that moves no balance, in ONE statement: its facts (`factsTemplate`), then, only when it is not stored
 * yet and passes every check, the sale row claimed with INSERT ... ON CONFLICT DO NOTHING on UNIQUE
 * (company_id, client_id) and (company_id, receipt_number), with its lines, payments and stock movements. Gives
 * the facts and what was written: nothing when the sale is a repeat, fails a check, or lost the claim.
 */
export const newSaleStatement = fixedStatement((v: NewSaleFlatValues) => {
  const row = {
    company_id: sql`${v.company_id}`,
    client_id: sql`${v.client_id}`,
    store_id: sql`${v.store_id}`,
    register_id: sql`${v.register_id}`,
    register_session_id: sql`facts.register_session_id`,
    user_id: sql`${v.user_id}`,
    receipt_number: sql`${v.receipt_number}`,
    created: sql`${v.sale_created}`,
    total: sql`${v.total}`,
    total_tax: sql`${v.total_tax}`,
    cash_taken: sql`${v.cash_taken}`,
    // An id too large for a row must not reach a parameter: the customer is the one the facts found.
    customer_id: sql`(facts.customer ->> 'id')::integer`,
    data: sql`${v.data}`,
  }
  const columns = Object.keys(row) as (keyof typeof row)[]
  return sql<SaleFactsRow & Written>`
    WITH facts AS (${factsTemplate(v)}),
    claimed AS (
      INSERT INTO sales (${sql.join(columns.map((column) => sql.ref(column)))})
      SELECT ${sql.join(columns.map((column) => row[column]))} FROM facts
      WHERE facts.stored_id IS NULL AND facts.problem IS NULL
      ON CONFLICT DO NOTHING
      RETURNING ${CLAIMED_COLUMNS}
    ),
    ${childInserts(v)}
    SELECT facts.*, claimed.id AS sale_id, claimed.created AS sale_created,
      (SELECT array_agg(id::text ORDER BY position) FROM lines) AS line_ids
    FROM facts LEFT JOIN claimed ON true`
})

/** The values of `newSaleStatement` for a sale. */
export function newSaleValues(
  principal: Principal,
  sale: PostedSale,
  totals: ReturnType<typeof computeTotals>,
  companyId: number,
  session?: SessionCheck,
): NewSaleFlatValues {
  const row = saleRow(principal, sale, totals, { companyId, customerId: null, sessionId: null })
  return {
    ...factValues(companyId, sale, session),
    ...childValues(companyId, sale),
    user_id: row.user_id,
    receipt_number: row.receipt_number,
    sale_created: row.created,
    total: row.total,
    total_tax: row.total_tax,
    cash_taken: row.cash_taken,
    data: row.data,
  }
}

/** The lines, payments and stock movements of a sale whose row the transaction claimed. */
const childrenStatement = fixedStatement(
  (v: ChildValues & { sale_id: number }) => sql<Written>`
    WITH claimed AS (SELECT ${CLAIMED_COLUMNS} FROM sales WHERE id = ${v.sale_id}),
    ${childInserts(v)}
    SELECT claimed.id AS sale_id, claimed.created AS sale_created,
      (SELECT array_agg(id::text ORDER BY position) FROM lines) AS line_ids
    FROM claimed`,
)

/**
 * Stores a posted sale (spec 7 POST proxy/sale.json) by core's rules, all or nothing: the sale's own
 * figures (saleIntegrityIssues), its payment methods, returns within what was sold (core RET1-RET4),
 * balance tenders through `redeemTenders` in the same transaction; then lines, payments, stock movements,
 * points earned. Idempotent on the client id: the row is claimed first with INSERT ... ON CONFLICT DO
 * NOTHING on UNIQUE (company_id, client_id), so a repeat — also one racing the first — finds the stored sale.
 *
 * Most sales move no balance: no linked return, no gift card, store credit or loyalty payment, no points, no
 * return without a receipt. Such a sale whose figures add up is one statement (`newSaleStatement`), with no
 * transaction around it, answered from what was written (`loaded`), not read back. The others read their facts
 * first, then claim the row, check and move balances and write the rest in one transaction.
 */
export async function postSale(
  database: DatabaseHandle,
  principal: Principal,
  sale: PostedSale,
  now: Date,
  session?: SessionCheck,
): Promise<PostOutcome> {
  const { db } = database
  const { companyId } = principal
  const customerId = sale.customer_id === null ? null : numericId(sale.customer_id)
  const answer = (
    facts: SaleFactsRow,
    written: Written,
    totals: ReturnType<typeof computeTotals>,
  ): PostOutcome => ({
    ok: true,
    id: Number(written.sale_id),
    replayed: false,
    loaded: saleView(
      {
        id: written.sale_id!,
        client_id: sale.id,
        receipt_number: sale.receipt_number,
        created: written.sale_created!,
        store_id: sale.store_id,
        register_id: sale.register_id,
        customer_id: customerId,
        data: saleData(sale),
        store_name: facts.store?.name ?? null,
        store_address: facts.store?.address ?? null,
        register_name: facts.register?.name ?? null,
        register_template_id: facts.register?.register_template_id ?? null,
        first_name: facts.customer?.first_name ?? null,
        last_name: facts.customer?.last_name ?? null,
        customer_email: facts.customer?.email ?? null,
        company_currency: facts.currency,
      },
      written.line_ids ?? [],
      totals,
    ),
  })
  const unclaimed = async (
    executor: Kysely<Database> | Transaction<Database>,
  ): Promise<{ ok: true; id: number; replayed: true } | { ok: false; error: string }> => {
    const raced = await storedSaleId(executor, companyId, sale.id)
    if (raced !== undefined) return { ok: true, id: raced, replayed: true }
    return { ok: false, error: `${REGISTER_MESSAGES.duplicateReceipt} (${sale.receipt_number})` }
  }

  /** A sale that moves no balance, written in one statement (which checks its facts again). */
  const writeNew = async (totals: ReturnType<typeof computeTotals>): Promise<PostOutcome> => {
    const [row] = await database.prepared(
      newSaleStatement(newSaleValues(principal, sale, totals, companyId, session)),
    )
    if (!row) throw new Error('the signed-in company is not in the database')
    if (row.problem === 'session') return { ok: false, staleSession: true }
    if (row.stored_id !== null) return { ok: true, id: Number(row.stored_id), replayed: true }
    if (row.problem !== null) return { ok: false, error: FACT_PROBLEMS[row.problem] }
    return row.sale_id !== null ? answer(row, row, totals) : unclaimed(db)
  }

  const issues = saleIntegrityIssues(sale, AU_TAX)
  const plans = saleFulfillmentPlans(sale)
  if (!plans.ok) return { ok: false, error: plans.error.message }
  const pointsMove = customerId !== null && sale.total_loyalty_points !== 0
  // A sale that moves a balance or makes a fulfillment is written in a transaction; most are one statement.
  const movesBalances =
    sale.lines.some((line) => line.return_of_line_id) ||
    sale.payments.some((payment) => isBalancePayment(payment)) ||
    pointsMove ||
    plans.value.length > 0
  // A negative line without a receipt depends on the sales person (unlinked returns): read the facts first.
  if (!movesBalances && issues.length === 0 && returnProblem(sale.lines, new Map(), false).ok) {
    return writeNew(computeTotals(sale, AU_TAX))
  }

  const facts = await saleFacts(database, companyId, sale, session)
  if (facts.problem === 'session') return { ok: false, staleSession: true }
  if (facts.stored_id !== null) return { ok: true, id: Number(facts.stored_id), replayed: true }
  if (issues[0]) return { ok: false, error: `The sale does not add up: ${issues[0].message}` }
  if (facts.problem !== null) return { ok: false, error: FACT_PROBLEMS[facts.problem] }
  const totals = computeTotals(sale, AU_TAX)
  const unlinkedReturns = facts.unlinked_returns ?? false
  const stored = {
    companyId,
    customerId,
    sessionId: facts.register_session_id === null ? null : Number(facts.register_session_id),
  }
  if (!movesBalances) {
    // A return without a receipt: allowed or not by the sales person, then one statement as above.
    const returns = returnProblem(sale.lines, new Map(), unlinkedReturns)
    if (!returns.ok) return { ok: false, error: returns.error }
    return writeNew(totals)
  }

  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('sales')
        .values(saleRow(principal, sale, totals, stored))
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!claimed) {
        const outcome = await unclaimed(trx)
        if (!outcome.ok) throw new Refusal(outcome.error)
        return outcome
      }
      const saleId = Number(claimed.id)

      const returns = returnProblem(sale.lines, await soldLines(trx, companyId, sale), unlinkedReturns)
      if (!returns.ok) throw new Refusal(returns.error)

      const redeemed = await redeemTenders(trx, companyId, sale, {
        now,
        offline: sale.offline,
        total: totals.total,
        principal,
      })
      if (!redeemed.ok) throw new Refusal(redeemed.error.message)

      const statement = childrenStatement({ ...childValues(companyId, sale), sale_id: saleId })
      const [written] = (await trx.executeQuery(statement)).rows
      if (!written) throw new Error('a claimed sale could not be written')
      const fulfillmentWarehouses = await writeSaleFulfillments(
        trx,
        { companyId, saleId, storeId: sale.store_id, customer: facts.customer },
        plans.value,
      )

      if (customerId !== null && pointsMove) {
        const customer = await lockCustomer(trx, companyId, customerId)
        // A return takes back the points it earned, as far as the customer still has them.
        const points = Math.max(sale.total_loyalty_points, -(customer?.loyalty_points ?? 0))
        if (customer && points !== 0) {
          await movePoints(trx, {
            companyId,
            customerId,
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
      return { ...answer(facts, written, totals), fulfillmentWarehouses }
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
