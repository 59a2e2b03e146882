import {
  EmailReceiptPayloadSchema,
  REGISTER_MESSAGES,
  type ReceiptEmailedSchema,
  receiptStore,
  receiptTemplateValues,
  renderReceiptText,
  type Sale,
  type SaleListSchema,
  type SaleReceiptSchema,
  SalesQuerySchema,
} from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import { onlyReachable, visibleRow } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { companyEmail } from '../email/company-templates.ts'
import { requireAny } from '../http/access.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { routePaths } from '../http/route-paths.ts'
import { likePattern } from '../reasons/like-pattern.ts'
import { returnedByLine } from '../sales/post-sale.ts'
import { loadSale, SALE_WITH_NAMES, saleReceipt, salesWithNames } from '../sales/sale-json.ts'

const SALE_PATHS = routePaths('sale', 'sales')

/** End of the day for a date-only `to` (inclusive), else the instant itself. */
function toInstant(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value)
}

/**
 * Sales history (spec 2 /sales/sales-history), returns, receipts and email (posting sales: sale-posting.ts).
 * The payment methods the register reads (GET proxy/paymentmethods.json) are the mounted resource's list
 * (books/resource-mounts.ts).
 */
export function registerSaleRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const history = requireAny(['sales.history', 'register.sale'])
  // A sale of a store outside the user's restriction groups answers as one that does not exist.
  const own = onlyReachable(db, 'sales')

  app.get(SALE_PATHS.list, requireAny(['sales.history']), async (c) => {
    const parsed = readQuery(c, SalesQuerySchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const q = parsed.value
    const principal = principalOf(c)
    const { companyId } = principal
    let query = salesWithNames(db)
      .where('s.company_id', '=', companyId)
      .where(visibleRow(principal, 'sales', 's'))
    if (q.receipt_number) query = query.where('s.receipt_number', 'ilike', likePattern(q.receipt_number))
    if (q.customer) {
      const pattern = likePattern(q.customer)
      query = query.where((eb) =>
        eb.or([
          eb(sql`cu.first_name || ' ' || cu.last_name`, 'ilike', pattern),
          eb('cu.email', 'ilike', pattern),
          eb('cu.phone', 'ilike', pattern),
        ]),
      )
    }
    if (q.search) {
      const pattern = likePattern(q.search)
      query = query.where((eb) =>
        eb.or([
          eb('s.receipt_number', 'ilike', pattern),
          eb(sql`cu.first_name || ' ' || cu.last_name`, 'ilike', pattern),
          eb('cu.email', 'ilike', pattern),
        ]),
      )
    }
    if (q.customer_id) query = query.where('s.customer_id', '=', Number(q.customer_id))
    if (q.store_id) query = query.where('s.store_id', '=', Number(q.store_id))
    if (q.register_id) query = query.where('s.register_id', '=', Number(q.register_id))
    if (q.from) {
      const from = new Date(q.from)
      if (Number.isNaN(from.getTime())) return badRequest(c, 'Please give from as a date')
      query = query.where('s.created', '>=', from)
    }
    if (q.to) {
      const to = toInstant(q.to)
      if (Number.isNaN(to.getTime())) return badRequest(c, 'Please give to as a date')
      query = query.where('s.created', '<=', to)
    }
    const { total } = await query
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow()
    const rows = await query
      .select(SALE_WITH_NAMES)
      .orderBy('s.created', 'desc')
      .orderBy('s.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute()
    return c.json({
      sales: rows.map((row) => ({
        id: Number(row.id),
        client_id: row.client_id,
        receipt_number: row.receipt_number,
        created: new Date(row.created).toISOString(),
        total: Number(row.total),
        total_tax: Number(row.total_tax),
        store_id: row.store_id,
        store_name: row.store_name,
        register_id: row.register_id,
        register_name: row.register_name,
        customer_id: row.customer_id,
        customer_name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
      })),
      total: Number(total),
    } satisfies Sent<typeof SaleListSchema>)
  })

  app.get(SALE_PATHS.record, history, own, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const loaded = await loadSale(db, principalOf(c).companyId, id)
    return loaded ? c.json({ sale: loaded.sale, totals: loaded.totals }) : notFound(c)
  })

  app.get(SALE_PATHS.action('receipt'), history, own, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const { companyId } = principalOf(c)
    const loaded = await loadSale(db, companyId, id)
    if (!loaded) return notFound(c)
    // The printed date is in the store's local time; the caller says its offset (minutes east of UTC).
    const offset = Number(c.req.query('utc_offset') ?? '0')
    const utcOffset = Number.isInteger(offset) && Math.abs(offset) <= 14 * 60 ? offset : 0
    const receipt = await saleReceipt(db, companyId, loaded, utcOffset)
    return c.json({ receipt, text: renderReceiptText(receipt) } satisfies Sent<typeof SaleReceiptSchema>)
  })

  app.get(SALE_PATHS.action('returnable'), history, own, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const { companyId } = principalOf(c)
    const loaded = await loadSale(db, companyId, id)
    if (!loaded) return notFound(c)
    const counts = await returnedByLine(db, companyId, id)
    const lines = loaded.sale.lines.flatMap((line, i) => {
      const row = counts[i]
      if (!row || row.quantity <= 0) return []
      return [
        {
          ...line,
          sale_line_id: row.id,
          sold: row.quantity,
          returned: -row.returned,
          returnable: Math.max(0, row.quantity + row.returned),
        },
      ]
    })
    return c.json({
      sale_id: id,
      receipt_number: loaded.sale.receipt_number,
      customer_id: loaded.sale.customer_id,
      lines,
      // The tenders it was paid with: a refund is suggested back onto them (core RFD1).
      payments: loaded.sale.payments.map(({ payment_method, processor, amount, serial_number }) => ({
        payment_method,
        processor,
        amount,
        ...(serial_number ? { serial_number } : {}),
      })),
    })
  })

  app.post(SALE_PATHS.action('email'), history, own, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const parsed = await readBody(c, EmailReceiptPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { companyId } = principalOf(c)
    const loaded = await loadSale(db, companyId, id)
    if (!loaded) return notFound(c)
    const to = parsed.value.email ?? loaded.sale.customer_email ?? ''
    if (!to) return badRequest(c, REGISTER_MESSAGES.noCustomerEmail)
    const receipt = await saleReceipt(db, companyId, loaded)
    const customer =
      loaded.sale.customer_id === null
        ? undefined
        : await db
            .selectFrom('customers')
            .select('first_name')
            .where('company_id', '=', companyId)
            .where('id', '=', loaded.sale.customer_id)
            .executeTakeFirst()
    // The company's receipt email template, when it has one, words the email (RCP10).
    const values = receiptTemplateValues(
      loaded.sale as unknown as Sale,
      loaded.totals,
      receiptStore(loaded.store.name, loaded.store.address),
      { dateOnly: true, firstName: customer?.first_name ?? '' },
    )
    const builtIn = {
      to,
      subject: `Your receipt ${loaded.sale.receipt_number}`,
      text: renderReceiptText(receipt).join('\n'),
    }
    await deps.mailer.send(await companyEmail(db, companyId, 'receipt', values, builtIn))
    return c.json({ ok: true, to } satisfies Sent<typeof ReceiptEmailedSchema>)
  })
}
