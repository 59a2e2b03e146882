import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { MAX_PAGE_SIZE } from '../resource/list-query.ts'
import { recordRow } from '../resource/record-row.ts'
import { PAYMENT_PROCESSORS, POS_PRODUCT } from '../tenders/payment-methods.ts'

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
 * A method's metadata (spec 3: metadata.{product}.payment_processor.value and .rounding.value) with the back
 * office's processor and rounding written under the register's product, every other setting kept. A rounding
 * of 0 or 1 is none, so it is left out.
 */
export function methodMetadataWith(
  metadata: Readonly<Record<string, unknown>> | null | undefined,
  processor: string,
  rounding: number,
): Record<string, unknown> {
  const current = (metadata?.[POS_PRODUCT] ?? {}) as Record<string, unknown>
  const { payment_processor: _processor, rounding: _rounding, ...kept } = current
  return {
    ...metadata,
    [POS_PRODUCT]: {
      ...kept,
      payment_processor: { value: processor },
      ...(rounding > 1 ? { rounding: { value: rounding } } : {}),
    },
  }
}

/** The back office's processor and rounding of a method, read from its metadata. */
export function methodSettingsOf(metadata: Readonly<Record<string, unknown>> | null | undefined): {
  processor: string
  rounding: number
} {
  const pos = (metadata?.[POS_PRODUCT] ?? {}) as {
    payment_processor?: { value?: unknown }
    rounding?: { value?: unknown }
  }
  const processor = pos.payment_processor?.value
  const rounding = Number(pos.rounding?.value ?? 0)
  return {
    processor: typeof processor === 'string' ? processor : '',
    rounding: Number.isSafeInteger(rounding) && rounding > 1 ? rounding : 0,
  }
}

/**
 * Payment methods in the back office (spec 2 accounts/payment-methods; spec 3): a name, the processor that takes
 * it (cash, loyalty, store_credit, gift_card, linkly, adyen, adyen_tap or none), the cash rounding in cents, and
 * the clearing account its payments post to. The register reads the same list (GET paymentmethods.json, the
 * spec's id, name, system_type and metadata): in the order they were made and whole (a page of up to 250).
 */
export const paymentMethodResource = defineResource({
  name: 'paymentmethod',
  plural: 'paymentmethods',
  table: 'payment_methods',
  label: { one: 'Payment Method', many: 'Payment Methods' },
  path: '/accounts/payment-methods',
  rights: { view: ['accounts', 'register.sale', 'sales.history'], edit: 'accounts' },
  row: recordRow({
    name: v.string(),
    system_type: v.nullable(v.string()),
    metadata: v.record(v.string(), v.unknown()),
    processor: v.string(),
    rounding: v.number(),
    clearing_account_id: v.nullable(v.number()),
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
    {
      key: 'processor',
      header: 'Processor',
      options: PROCESSORS.map((value) => ({ value, label: PROCESSOR_LABELS[value] ?? value })),
    },
    { key: 'rounding', header: 'Rounding', format: 'number' },
  ],
  search: ['name'],
  sort: ['id', 'name'],
  pageSize: MAX_PAGE_SIZE,
  remove: 'delete',
  unique: 'A payment method with this name already exists',
  inUse: 'This payment method has been used by sales and cannot be deleted',
})
