import {
  type AllocationMethod,
  allocateShippingCost,
  localAmount,
  type Refusal,
  rateMillionths,
  refusal,
  reversePosting,
  SHIPPING_COST_MESSAGES,
  shippingCostPosting,
  shippingCostProblem,
  shippingCostResource,
} from '@pos/core'
import { postEvent } from '../books/event-journal.ts'
import { Refusal as Refused } from '../db/admin-invariants.ts'
import { companyCurrency } from '../db/company-rows.ts'
import { resourceMount, type WriteContext } from '../resource/mount.ts'
import { shipmentLines } from './shipment-mount.ts'

type Row = Record<string, unknown>

const nullableId = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/** Posts in the caller's transaction; a books refusal (an archived account) as a refusal. */
async function posted(
  ctx: WriteContext,
  event: { narration: string; sourceKind: string; sourceId: number },
  row: Row,
  reverse: boolean,
): Promise<number | null | Refusal> {
  const lines = shippingCostPosting(Number(row.local_amount), {
    debit: nullableId(row.debit_account_id),
    credit: nullableId(row.credit_account_id),
  })
  try {
    return await postEvent(ctx.trx, ctx.companyId, event, reverse ? reversePosting(lines) : lines)
  } catch (error) {
    if (error instanceof Refused) return refusal('posting', error.message)
    throw error
  }
}

/** A chosen account of the company, not archived, or the refusal naming its field. */
async function checkAccount(ctx: WriteContext, id: unknown, field: string): Promise<Refusal | undefined> {
  if (id === null || id === undefined) return undefined
  const account = await ctx.trx
    .selectFrom('accounts')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('id', '=', Number(id))
    .where('archived', '=', false)
    .executeTakeFirst()
  return account ? undefined : refusal('invalid', 'Choose an account of this company', field)
}

/**
 * PO shipping costs [SC1-SC4]: against a shipment of the company that is not canceled, in the shipment's currency
 * and rate unless entered, from a supplier of the company; posted once when entered (the journal's id kept),
 * reversed once when deleted; each answered with its allocation over the shipment's lines.
 */
export const shippingCostMount = resourceMount(shippingCostResource, {
  computed: ['shipment_number', 'purchase_order_number', 'supplier_name', 'allocations'],
  decorate: async (ctx, rows) => {
    const ids = rows.map((row) => Number(row.id))
    if (ids.length === 0) return rows
    const shipmentIds = [...new Set(rows.map((row) => Number(row.shipment_id)))]
    const [names, lines] = await Promise.all([
      ctx.db
        .selectFrom('shipping_costs as c')
        .innerJoin('shipments as h', 'h.id', 'c.shipment_id')
        .leftJoin('suppliers as s', 's.id', 'c.supplier_id')
        .select(['c.id', 'h.number as shipment_number', 'h.purchase_order_number', 's.name as supplier_name'])
        .where('c.company_id', '=', ctx.companyId)
        .where('c.id', 'in', ids)
        .execute(),
      shipmentLines(ctx, shipmentIds),
    ])
    return rows.map((row) => {
      const named = names.find((name: Row) => Number(name.id) === Number(row.id)) as Row | undefined
      const own = lines.filter((line) => line.shipment_id === Number(row.shipment_id))
      const shares = allocateShippingCost(Number(row.local_amount), row.method as AllocationMethod, own)
      return {
        ...row,
        shipment_number: named?.shipment_number ?? '',
        purchase_order_number: named?.purchase_order_number ?? '',
        supplier_name: named?.supplier_name ?? '',
        allocations: own.map((line, index) => ({
          line_id: line.id,
          sku: line.sku,
          description: line.description,
          amount: shares[index] ?? 0,
        })),
      }
    })
  },
  beforeWrite: async (ctx, values, current) => {
    const shipment = await ctx.trx
      .selectFrom('shipments')
      .select(['id', 'status', 'currency', 'exchange_rate'])
      .where('company_id', '=', ctx.companyId)
      .where('id', '=', Number(values.shipment_id))
      .executeTakeFirst()
    if (!shipment) return refusal('shipment', SHIPPING_COST_MESSAGES.shipment, 'shipment_id')
    if (!current && shipment.status === 'canceled')
      return refusal('canceled', SHIPPING_COST_MESSAGES.canceled, 'shipment_id')
    if (values.supplier_id !== null && values.supplier_id !== undefined) {
      const supplier = await ctx.trx
        .selectFrom('suppliers')
        .select('id')
        .where('company_id', '=', ctx.companyId)
        .where('id', '=', Number(values.supplier_id))
        .executeTakeFirst()
      if (!supplier) return refusal('supplier', 'Choose a supplier of this company', 'supplier_id')
    }
    for (const field of ['debit_account_id', 'credit_account_id']) {
      const problem = await checkAccount(ctx, values[field], field)
      if (problem) return problem
    }
    const home = await companyCurrency(ctx.trx, ctx.companyId)
    const currency = String(values.currency || current?.currency || shipment.currency)
    // No rate entered: the cost's rate as stored, else the shipment's in its currency, else 1 at home.
    const rate =
      values.exchange_rate !== null && values.exchange_rate !== undefined
        ? Number(values.exchange_rate)
        : current
          ? Number(current.exchange_rate)
          : currency === shipment.currency
            ? Number(shipment.exchange_rate)
            : currency === home
              ? 1
              : undefined
    if (rate === undefined)
      return refusal('rate', `Please enter the exchange rate of ${currency}`, 'exchange_rate')
    const problem = shippingCostProblem({ currency, exchange_rate: rate }, home)
    if (problem) return problem
    return {
      ...values,
      currency,
      exchange_rate: rate,
      local_amount: localAmount(Number(values.amount), rateMillionths(rate) ?? 0),
    }
  },
  afterWrite: async (ctx, row, current) => {
    if (current) return undefined
    const journal = await posted(
      ctx,
      {
        narration: `Shipping cost ${String(row.reference || row.kind)}`,
        sourceKind: 'shipping_cost',
        sourceId: Number(row.id),
      },
      row,
      false,
    )
    if (typeof journal === 'object' && journal !== null) return journal
    await ctx.trx
      .updateTable('shipping_costs')
      .set({ journal_id: journal })
      .where('company_id', '=', ctx.companyId)
      .where('id', '=', Number(row.id))
      .execute()
    row.journal_id = journal
    return undefined
  },
  beforeRemove: async (ctx, row) => {
    if (row.journal_id === null) return undefined
    const reversal = await posted(
      ctx,
      {
        narration: `Shipping cost ${String(row.reference || row.kind)} deleted`,
        sourceKind: 'shipping_cost_reversal',
        sourceId: Number(row.id),
      },
      row,
      true,
    )
    return typeof reversal === 'object' && reversal !== null ? reversal : undefined
  },
})
