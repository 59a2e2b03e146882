import * as v from 'valibot'
import { CustomRowValuesSchema } from '../company-admin/custom-fields.ts'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import {
  CUSTOMER_EMAIL_TAKEN,
  CustomerCreatePayloadSchema,
  CustomerUpdatePayloadSchema,
} from './customers.ts'

const LOYALTY_OPTIONS = [
  { value: 'in', label: 'Opted in' },
  { value: 'out', label: 'Not opted in' },
] as const

/** A figure answered with one customer (worked out from their sales), never in the list. */
const figure = v.optional(v.number())

/**
 * Customers (spec 2 /customers, spec 3 Customer): details, loyalty membership and the balances that only
 * transactions change. The register (which syncs no customer cache) may search and read them with
 * `register.sale`. One customer's answer carries the figures of spec 3 (sales, tier, points value).
 */
export const customerResource = defineResource({
  name: 'customer',
  plural: 'customers',
  table: 'customers',
  label: { one: 'Customer', many: 'Customers' },
  path: '/customers/customers',
  rights: { view: ['customers', 'register.sale'], edit: 'customers' },
  row: recordRow({
    first_name: v.string(),
    last_name: v.string(),
    email: v.string(),
    phone: v.string(),
    birth_date: v.nullable(v.string()),
    email_subscriber: v.boolean(),
    sms_subscriber: v.boolean(),
    loyalty: v.boolean(),
    loyalty_changed: v.nullable(v.string()),
    tags: v.array(v.string()),
    loyalty_points: v.number(),
    credit_balance: v.number(),
    custom: CustomRowValuesSchema,
    points_value: figure,
    loyalty_tier: v.optional(v.nullable(v.string())),
    loyalty_tier_id: v.optional(v.nullable(v.number())),
    tier_expiration: v.optional(v.nullable(v.string())),
    lifetime_sales: figure,
    sales_6_months: figure,
    sales_3_months: figure,
    order_count: figure,
    average_order: figure,
  }),
  create: CustomerCreatePayloadSchema,
  update: CustomerUpdatePayloadSchema,
  example: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
  fields: [
    { key: 'first_name', label: 'First name', kind: 'text' },
    { key: 'last_name', label: 'Last name', kind: 'text' },
    { key: 'email', label: 'Email', kind: 'email' },
    { key: 'phone', label: 'Phone', kind: 'tel' },
    { key: 'birth_date', label: 'Birth date', kind: 'date' },
    { key: 'tags', label: 'Tags', kind: 'tags', hint: 'Separate tags with commas' },
    { key: 'email_subscriber', label: 'Email subscriber', kind: 'switch' },
    { key: 'sms_subscriber', label: 'SMS subscriber', kind: 'switch' },
  ],
  nameKeys: ['first_name', 'last_name'],
  newTitle: 'New customer',
  columns: [
    { key: 'name', header: 'Name', join: ['first_name', 'last_name'] },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone' },
    {
      key: 'loyalty',
      header: 'Loyalty',
      format: 'boolean',
      words: [LOYALTY_OPTIONS[0].label, LOYALTY_OPTIONS[1].label],
      tones: { true: 'green', false: 'gray' },
    },
    { key: 'loyalty_points', header: 'Points', format: 'number' },
    { key: 'credit_balance', header: 'Store credit', format: 'money' },
  ],
  // The mount's list filter reads `in` or `out` (and searches names, email and phone by its digits too).
  filters: [{ key: 'loyalty', label: 'Loyalty', options: LOYALTY_OPTIONS, computed: true }],
  searchPlaceholder: 'Search by name, email or phone',
  emptyText: 'No customers match.',
  sort: ['last_name', 'first_name', 'created'],
  unique: { message: CUSTOMER_EMAIL_TAKEN, field: 'email' },
  customFields: 'customers',
  actions: {
    'loyalty-opt-in': { label: 'Opt in to loyalty' },
    'loyalty-opt-out': { label: 'Opt out of loyalty', tone: 'danger' },
  },
})

/** POST /api/proxy/customer/{id}/store-credit.json: the new balance and the customer as it now stands. */
export const StoreCreditAdjustedSchema = v.object({ balance: v.number(), customer: customerResource.row })
