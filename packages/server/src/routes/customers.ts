import {
  CUSTOMER_EMAIL_TAKEN,
  customerResource,
  ListQuerySchema,
  refusal,
  runningStatement,
  StoreCreditAdjustmentSchema,
  withRunningBalance,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql } from 'kysely'
import { visibleRow } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { adjustBalance } from '../books/balance-adjustment.ts'
import { lockCustomer, moveStoreCredit } from '../customers/balances.ts'
import { CUSTOMER_COLUMNS, customerJson, dateOnly } from '../customers/customer-json.ts'
import { customerActivity, customerStanding } from '../customers/standing.ts'
import { Refusal } from '../db/admin-invariants.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { fireSystemEvent } from '../glue/system-hooks.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound, refusedMidWrite } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { loadProgram } from '../loyalty/program.ts'
import { resourceMount, resourceRoutePaths } from '../resource/mount.ts'

export const CUSTOMER_HAS_BALANCE =
  'This customer still has store credit or loyalty points, so it cannot be deleted'
export const STORE_CREDIT_REASON_NEEDED = 'Please choose a store credit reason'
const ACTION = resourceRoutePaths(customerResource).action

function failure(c: Context<AppEnv>, error: unknown) {
  if (isUniqueViolation(error)) return badRequest(c, CUSTOMER_EMAIL_TAKEN)
  if (error instanceof Refusal) return refusedMidWrite(c, error)
  throw error
}

/** Digits of a search long enough to find a phone number however it was typed. */
const PHONE_DIGITS = 3

/**
 * Customers (spec 2 /customers, spec 3 Customer), mounted from their declaration: search over name, email and
 * phone (by its digits too), the loyalty filter `in` or `out`, ordered by last then first name; one customer
 * answers the figures of spec 3; a customer with store credit or points is not deleted.
 */
export const customerMount = resourceMount(customerResource, {
  computed: [
    'points_value',
    'loyalty_tier',
    'loyalty_tier_id',
    'tier_expiration',
    'lifetime_sales',
    'sales_6_months',
    'sales_3_months',
    'order_count',
    'average_order',
  ],
  thenBy: ['first_name'],
  async decorate(_ctx, rows) {
    return rows.map((row) => ({ ...row, birth_date: dateOnly(row.birth_date as Date | string | null) }))
  },
  async detail(ctx, row) {
    const program = await loadProgram(ctx.db, ctx.companyId)
    const activity = await customerActivity(ctx.db, ctx.companyId, row.id as number)
    return { ...row, ...customerStanding(program, Number(row.loyalty_points), activity, new Date()) }
  },
  search(eb, pattern, text) {
    const digits = text.replace(/\D/g, '')
    return [
      eb(sql<string>`customers.first_name || ' ' || customers.last_name`, 'ilike', pattern),
      eb('customers.email', 'ilike', pattern),
      eb('customers.phone', 'ilike', pattern),
      ...(digits.length >= PHONE_DIGITS
        ? [eb(sql<string>`regexp_replace(customers.phone, '[^0-9]', '', 'g')`, 'like', `%${digits}%`)]
        : []),
    ]
  },
  listFilter(_ctx, query, c) {
    const loyalty = c.req.query('loyalty') ?? ''
    if (loyalty !== '' && loyalty !== 'in' && loyalty !== 'out')
      return refusal('invalid', 'Please choose loyalty: in or out', 'loyalty')
    return loyalty ? query.where('customers.loyalty', '=', loyalty === 'in') : query
  },
  async beforeWrite(_ctx, values, current) {
    // Membership starts with the create's flag; afterwards only the opt-in and opt-out actions change it.
    return current ? values : { ...values, loyalty_changed: values.loyalty ? new Date() : null }
  },
  async afterWrite(ctx, row, current) {
    // A new customer fires Glue's "customer.created" hook, queued in the transaction that made it.
    if (!current) {
      await fireSystemEvent(ctx.trx, ctx.companyId, 'customer.created', {
        customer: {
          id: row.id,
          first_name: row.first_name,
          last_name: row.last_name,
          email: row.email,
          phone: row.phone,
          loyalty: row.loyalty,
        },
      })
    }
    return undefined
  },
  async beforeRemove(_ctx, row) {
    return Number(row.credit_balance) !== 0 || Number(row.loyalty_points) !== 0
      ? refusal('has_balance', CUSTOMER_HAS_BALANCE)
      : undefined
  },
  actions: {
    'loyalty-opt-in': async () => ({ loyalty: true, loyalty_changed: new Date() }),
    'loyalty-opt-out': async () => ({ loyalty: false, loyalty_changed: new Date() }),
  },
})

/** The customer routes beside the resource: store credit, loyalty points and sales. */
export function registerCustomerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const manage = requireRight('customers')

  /** The company's customer `id` as stored, or undefined. */
  async function customerOf(companyId: number, id: number) {
    return db
      .selectFrom('customers')
      .select(CUSTOMER_COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
  }

  /** The company's customer the path's `:id` names, or undefined. */
  async function pathCustomer(c: Context<AppEnv>) {
    const id = idParam(c)
    return id ? customerOf(principalOf(c).companyId, id) : undefined
  }

  /** A customer with the figures of spec 3 worked out from their sales now. */
  async function fullCustomer(companyId: number, id: number) {
    const row = await customerOf(companyId, id)
    if (!row) return undefined
    const program = await loadProgram(db, companyId)
    const activity = await customerActivity(db, companyId, id)
    const customer = customerJson(row)
    return { ...customer, ...customerStanding(program, customer.loyalty_points, activity, new Date()) }
  }

  /** The store-credit statement (spec 3): newest first, each row with the balance after it. */
  app.get(ACTION('store-credit'), manage, async (c) => {
    const { companyId } = principalOf(c)
    const customer = await pathCustomer(c)
    if (!customer) return notFound(c)
    const { id } = customer
    const rows = await db
      .selectFrom('store_credit_transactions as t')
      .leftJoin('reasons as r', 'r.id', 't.reason_id')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .select([
        't.id',
        't.created',
        't.amount',
        't.description',
        't.reference',
        'r.name as reason',
        'u.first_name',
        'u.last_name',
      ])
      .where('t.company_id', '=', companyId)
      .where('t.customer_id', '=', id)
      .orderBy('t.id')
      .execute()
    const statement = runningStatement(
      rows.map((row) => ({
        id: Number(row.id),
        date: row.created.toISOString(),
        amount: Number(row.amount),
        description: row.description,
        reference: row.reference,
      })),
    )
    const extras = new Map(
      rows.map((row) => [
        Number(row.id),
        { reason: row.reason ?? null, user: row.first_name ? `${row.first_name} ${row.last_name}` : null },
      ]),
    )
    return c.json({
      balance: Number(customer.credit_balance),
      transactions: statement.map((row) => ({ ...row, ...extras.get(row.id) })).reverse(),
    })
  })

  /** A manual store-credit adjustment with a store-credit reason; the balance never goes below zero. */
  app.post(ACTION('store-credit'), manage, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const id = idParam(c)
    if (!id) return notFound(c)
    const parsed = await readBody(c, StoreCreditAdjustmentSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const adjustment = parsed.value
    try {
      const balance = await db.transaction().execute(async (trx) => {
        const customer = await lockCustomer(trx, companyId, id)
        if (!customer) return undefined
        const reasoned = {
          kind: 'store_credit',
          reasonId: adjustment.reason_id,
          amount: adjustment.amount,
          reasonNeeded: STORE_CREDIT_REASON_NEEDED,
        } as const
        return adjustBalance(trx, companyId, reasoned, (reasonName) =>
          moveStoreCredit(trx, {
            companyId,
            customerId: id,
            amount: adjustment.amount,
            description: adjustment.description || reasonName,
            reference: adjustment.reference,
            reasonId: adjustment.reason_id,
            saleRef: null,
            principal,
          }),
        )
      })
      return balance === undefined
        ? notFound(c)
        : c.json({ balance, customer: await fullCustomer(companyId, id) })
    } catch (error) {
      return failure(c, error)
    }
  })

  /** Loyalty points history: newest first, with the points balance after each. */
  app.get(ACTION('loyalty'), manage, async (c) => {
    const { companyId } = principalOf(c)
    const customer = await pathCustomer(c)
    if (!customer) return notFound(c)
    const { id } = customer
    const rows = await db
      .selectFrom('loyalty_transactions')
      .select(['id', 'created', 'points', 'value', 'description', 'reference'])
      .where('company_id', '=', companyId)
      .where('customer_id', '=', id)
      .orderBy('id')
      .execute()
    const transactions = withRunningBalance(rows, (row) => Number(row.points)).map(({ entry, balance }) => ({
      id: Number(entry.id),
      date: entry.created.toISOString(),
      points: Number(entry.points),
      value: Number(entry.value),
      description: entry.description,
      reference: entry.reference,
      balance,
    }))
    return c.json({ points: Number(customer.loyalty_points), transactions: transactions.reverse() })
  })

  /** The customer's sales, newest first (spec 2 customer tab "sales"). */
  app.get(ACTION('sales'), manage, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const id = idParam(c)
    if (!id) return notFound(c)
    const query = readQuery(c, ListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    if (!(await customerOf(companyId, id))) return notFound(c)
    const filtered = db
      .selectFrom('sales as s')
      .where('s.company_id', '=', companyId)
      .where('s.customer_id', '=', id)
      .where(visibleRow(principal, 'sales', 's'))
    const { total } = await filtered
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow()
    const rows = await filtered
      .leftJoin('stores as st', (join) =>
        join.onRef('st.id', '=', 's.store_id').onRef('st.company_id', '=', 's.company_id'),
      )
      .select([
        's.id',
        's.receipt_number',
        's.created',
        's.total',
        'st.name as store',
        sql<
          string | number
        >`CASE WHEN jsonb_typeof(s.data->'lines') = 'array' THEN jsonb_array_length(s.data->'lines') ELSE 0 END`.as(
          'lines',
        ),
      ])
      .orderBy('s.created', 'desc')
      .orderBy('s.id', 'desc')
      .limit(query.value.limit)
      .offset((query.value.page - 1) * query.value.limit)
      .execute()
    return c.json({
      sales: rows.map((row) => ({
        id: Number(row.id),
        receipt_number: row.receipt_number,
        created: row.created.toISOString(),
        total: Number(row.total),
        store: row.store ?? null,
        lines: Number(row.lines),
      })),
      total: Number(total),
    })
  })
}
