import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { PAYMENT_PROCESSORS } from '../tenders/payment-methods.ts'

const PROCESSORS = Object.values(PAYMENT_PROCESSORS)
const PROCESSOR_LABELS: Record<string, string> = {
  cash: 'Cash',
  loyalty: 'Loyalty',
  store_credit: 'Store credit',
  gift_card: 'Gift card',
  linkly: 'Linkly',
  adyen: 'Adyen',
  adyen_tap: 'Adyen Tap to Pay',
  '': 'None',
}

/**
 * Payment methods in the back office (spec 2 accounts/payment-methods; spec 3): a name, the processor that takes
 * it (cash, loyalty, store_credit, gift_card, linkly, adyen, adyen_tap or none), the cash rounding in cents, and
 * the clearing account its payments post to. The register reads the same rows (GET paymentmethods.json).
 */
export const paymentMethodResource = defineResource({
  name: 'paymentmethod',
  plural: 'paymentmethods',
  table: 'payment_methods',
  label: { one: 'Payment Method', many: 'Payment Methods' },
  path: '/accounts/payment-methods',
  rights: { view: ['accounts', 'register.sale', 'sales.history'], edit: 'accounts' },
  row: v.object({
    id: v.number(),
    name: v.string(),
    system_type: v.nullable(v.string()),
    processor: v.string(),
    rounding: v.number(),
    clearing_account_id: v.nullable(v.number()),
    created: v.string(),
    updated: v.string(),
  }),
  create: v.object({
    name: v.pipe(v.string('Expected a name'), v.trim(), v.minLength(1, 'A payment method needs a name')),
    processor: v.optional(v.picklist(PROCESSORS, 'Choose a processor'), ''),
    rounding: v.optional(
      v.pipe(
        v.number('Expected a rounding in cents'),
        v.safeInteger('A rounding is whole cents'),
        v.minValue(0, 'A rounding cannot be negative'),
        v.maxValue(100, 'A rounding is at most 100 cents'),
      ),
      0,
    ),
    clearing_account_id: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger())), null),
  }),
  example: { name: 'Cheque', rounding: 0 },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    {
      key: 'processor',
      label: 'Processor',
      kind: 'select',
      options: PROCESSORS.map((value) => ({ value, label: PROCESSOR_LABELS[value] ?? value })),
    },
    {
      key: 'rounding',
      label: 'Rounding (cents)',
      kind: 'number',
      hint: '5 rounds cash to the nearest 5c; 0 or 1 for none',
    },
    { key: 'clearing_account_id', label: 'Clearing Account', kind: 'reference', reference: 'accounts' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'processor', header: 'Processor' },
    { key: 'rounding', header: 'Rounding', format: 'number' },
  ],
  search: ['name'],
  sort: ['name'],
  remove: 'delete',
  unique: 'A payment method with this name already exists',
  inUse: 'This payment method has been used by sales and cannot be deleted',
})
