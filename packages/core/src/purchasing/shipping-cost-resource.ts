import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { refusal } from '../resource/refusal.ts'
import { Cents, ChosenId, optionalText, RequiredId } from './fields.ts'
import { CurrencyCode, ExchangeRate } from './shipment-resource.ts'
import {
  ALLOCATION_METHODS,
  rateMillionths,
  SHIPPING_COST_KINDS,
  SHIPPING_COST_MESSAGES,
} from './shipping-costs.ts'

const ShippingCostBody = v.object({
  shipment_id: v.pipe(
    v.optional(v.nullable(RequiredId), null),
    v.check((id) => id !== null, SHIPPING_COST_MESSAGES.shipment),
  ),
  kind: v.optional(v.picklist(['freight', 'duty', 'other'], 'Choose freight, duty or other'), 'freight'),
  supplier_id: ChosenId,
  reference: optionalText('reference', 60),
  amount: v.pipe(
    Cents,
    v.check((amount) => amount > 0, 'Please enter an amount more than 0'),
  ),
  currency: CurrencyCode,
  exchange_rate: v.optional(v.nullable(ExchangeRate), null),
  method: v.optional(v.picklist(['value', 'quantity'], 'Allocate by value or by quantity'), 'value'),
  debit_account_id: ChosenId,
  credit_account_id: ChosenId,
})

/** The keys a posted cost keeps [SC4]: changing them would change its journal. */
const POSTED_KEYS = ['shipment_id', 'amount', 'currency', 'debit_account_id', 'credit_account_id'] as const

/**
 * PO shipping costs (spec 2 accounts/shipping-costs, menu "PO Shipping Costs"): freight, duty or other costs of a
 * shipment, from a supplier (the forwarder, the customs broker) with its reference, in a currency at an exchange
 * rate; allocated over the shipment's lines by value or by quantity [SC2, SC3] and posted once when entered
 * (Dr Inventory, Cr Accounts Payable, or the chosen accounts) [SC4]. Deleting one posts its reversal.
 */
export const shippingCostResource = defineResource({
  name: 'shippingcost',
  plural: 'shippingcosts',
  table: 'shipping_costs',
  label: { one: 'Shipping Cost', many: 'PO Shipping Costs' },
  rights: { view: 'accounts', edit: 'accounts' },
  row: v.object({
    id: v.number(),
    shipment_id: v.number(),
    shipment_number: v.string(),
    purchase_order_number: v.string(),
    kind: v.picklist(SHIPPING_COST_KINDS.map((k) => k.value)),
    supplier_id: v.nullable(v.number()),
    supplier_name: v.string(),
    reference: v.string(),
    amount: v.number(),
    currency: v.string(),
    exchange_rate: v.number(),
    local_amount: v.number(),
    method: v.picklist(ALLOCATION_METHODS.map((m) => m.value)),
    debit_account_id: v.nullable(v.number()),
    credit_account_id: v.nullable(v.number()),
    journal_id: v.nullable(v.number()),
    allocations: v.array(
      v.object({ line_id: v.number(), sku: v.string(), description: v.string(), amount: v.number() }),
    ),
    created: v.string(),
    updated: v.string(),
  }),
  create: ShippingCostBody,
  example: { shipment_id: 1, kind: 'freight', reference: 'Forwarder invoice 1', amount: 12_000 },
  fields: [
    { key: 'shipment_id', label: 'Shipment', kind: 'reference', reference: 'shipments' },
    { key: 'kind', label: 'Cost', kind: 'select', options: SHIPPING_COST_KINDS },
    { key: 'supplier_id', label: 'Supplier', kind: 'reference', reference: 'suppliers' },
    { key: 'reference', label: 'Reference', kind: 'text' },
    { key: 'amount', label: 'Amount', kind: 'money' },
    { key: 'currency', label: 'Currency', kind: 'text' },
    { key: 'exchange_rate', label: 'Exchange Rate', kind: 'number' },
    { key: 'method', label: 'Allocate', kind: 'select', options: ALLOCATION_METHODS },
  ],
  columns: [
    { key: 'shipment_number', header: 'Shipment' },
    { key: 'purchase_order_number', header: 'PO Number' },
    { key: 'kind', header: 'Cost', options: SHIPPING_COST_KINDS },
    { key: 'supplier_name', header: 'Supplier' },
    { key: 'reference', header: 'Reference' },
    { key: 'amount', header: 'Amount', format: 'money' },
    { key: 'currency', header: 'Currency' },
    { key: 'exchange_rate', header: 'Exchange Rate', format: 'number' },
    { key: 'local_amount', header: 'Amount (local)', format: 'money' },
    { key: 'method', header: 'Allocated', options: ALLOCATION_METHODS },
  ],
  search: ['reference'],
  searchPlaceholder: 'Search by reference',
  filters: [
    { key: 'shipment_id', label: 'Shipment', type: 'integer', reference: 'shipments' },
    { key: 'kind', label: 'Cost', options: SHIPPING_COST_KINDS.map((k) => ({ ...k })) },
  ],
  sort: ['created', 'reference', 'amount'],
  remove: 'delete',
  check: (next, current) => {
    if (!current) return undefined
    const body = next as Record<string, unknown>
    const stored = current as Record<string, unknown>
    const changed =
      POSTED_KEYS.some(
        (key) => key in body && body[key] !== stored[key] && (key !== 'currency' || body[key] !== ''),
      ) ||
      (body.exchange_rate !== null &&
        rateMillionths(Number(body.exchange_rate)) !== rateMillionths(Number(stored.exchange_rate)))
    return changed ? refusal('posted', SHIPPING_COST_MESSAGES.posted, 'amount') : undefined
  },
  emptyText: 'No shipping costs yet',
  newTitle: 'New Shipping Cost',
  csvName: 'shipping-costs',
})
