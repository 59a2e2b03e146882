import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { refusal } from '../resource/refusal.ts'
import { REASON_KINDS, ReasonPayloadSchema } from './reasons.ts'

const KIND_LABELS: Record<keyof typeof REASON_KINDS, string> = {
  gift_card: 'Gift card',
  store_credit: 'Store credit',
  discount: 'Discount',
  return: 'Return',
  petty_cash: 'Petty cash',
  stock_adjustment: 'Stock adjustment',
}

/** Reason codes (spec 2 /admin/reason-codes, spec 3 Reason): a name, an account, a discount's maximum. */
export const reasonResource = defineResource({
  name: 'reason',
  plural: 'reasons',
  table: 'reasons',
  label: { one: 'Reason', many: 'Reasons' },
  path: '/admin/reason-codes',
  rights: {
    view: ['admin.reason_codes', 'product.gift_cards', 'customers', 'register.sale'],
    edit: 'admin.reason_codes',
  },
  row: recordRow({
    kind: v.picklist(Object.keys(REASON_KINDS) as (keyof typeof REASON_KINDS)[]),
    name: v.string(),
    account: v.nullable(v.string()),
    max_discount_percent: v.number(),
  }),
  create: ReasonPayloadSchema,
  example: { kind: 'discount', name: 'Staff discount', account: '4-1100', max_discount_percent: 20 },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'account', label: 'Account', kind: 'text', hint: 'The account code these changes post to' },
    { key: 'max_discount_percent', label: 'Maximum discount', kind: 'percent', hint: '0 means unlimited' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'account', header: 'Account' },
    { key: 'max_discount_percent', header: 'Maximum discount', format: 'percent' },
  ],
  search: ['name'],
  filters: [
    {
      key: 'kind',
      label: 'Kind',
      options: Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
    },
  ],
  sort: ['name', 'created'],
  unique: 'A reason with this name already exists',
  inUse: 'This reason is in use and cannot be deleted',
  realtime: 'reasons',
  check: (next, current) =>
    current && current.kind !== next.kind
      ? refusal('kind', 'A reason keeps its kind; create a new reason of the other kind instead', 'kind')
      : undefined,
})
