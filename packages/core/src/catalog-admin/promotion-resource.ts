import * as v from 'valibot'
import { PROMOTION_DISCOUNT_TYPES } from '../promotions/types.ts'
import { defineResource } from '../resource/declaration.ts'
import { PROMOTION_STATUSES, PromotionFieldsSchema, PromotionPayloadSchema } from './promotions.ts'

const STATUS_OPTIONS = [
  { value: PROMOTION_STATUSES.active, label: 'Active' },
  { value: PROMOTION_STATUSES.scheduled, label: 'Scheduled' },
  { value: PROMOTION_STATUSES.expired, label: 'Expired' },
]

const DISCOUNT_TYPE_OPTIONS = [
  { value: PROMOTION_DISCOUNT_TYPES.percentage, label: 'Percentage off each unit' },
  { value: PROMOTION_DISCOUNT_TYPES.amount, label: 'Amount off each unit' },
  { value: PROMOTION_DISCOUNT_TYPES.fixed_price, label: 'Fixed price per unit' },
]

/**
 * Promotions (spec 2 /sales/promotions, spec 3 promotion): the register's discounts by product, quantity,
 * total, code, customer and dates. The row is the form's fields with the id (text, as registers key it), how
 * often it was used, where it stands today and when it last changed.
 */
export const promotionResource = defineResource({
  name: 'promotion',
  plural: 'promotions',
  table: 'promotions',
  label: { one: 'Promotion', many: 'Promotions' },
  path: '/sales/promotions',
  rights: { view: 'sales.promotions', edit: 'sales.promotions' },
  row: v.object({
    ...PromotionFieldsSchema.entries,
    id: v.string(),
    used_times: v.number(),
    status: v.picklist(Object.values(PROMOTION_STATUSES)),
    updated: v.string(),
  }),
  create: PromotionPayloadSchema,
  example: { name: 'Spring sale', discount: 10, discount_type: PROMOTION_DISCOUNT_TYPES.percentage },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'code', label: 'Promo code', kind: 'text' },
    { key: 'from_date', label: 'Start date', kind: 'date' },
    { key: 'to_date', label: 'End date', kind: 'date' },
    { key: 'discount', label: 'Discount', kind: 'number' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'code', header: 'Promo code' },
    {
      key: 'discount',
      header: 'Discount',
      format: 'number',
      formatBy: {
        key: 'discount_type',
        formats: {
          [PROMOTION_DISCOUNT_TYPES.percentage]: 'percent',
          [PROMOTION_DISCOUNT_TYPES.amount]: 'money',
          [PROMOTION_DISCOUNT_TYPES.fixed_price]: 'money',
        },
      },
    },
    { key: 'discount_type', header: 'Discount type', options: DISCOUNT_TYPE_OPTIONS },
    { key: 'from_date', header: 'From date', format: 'date' },
    { key: 'to_date', header: 'To date', format: 'date' },
    { key: 'used_times', header: 'Used', format: 'number' },
    {
      key: 'status',
      header: 'Status',
      options: STATUS_OPTIONS,
      tones: {
        [PROMOTION_STATUSES.active]: 'green',
        [PROMOTION_STATUSES.scheduled]: 'blue',
        [PROMOTION_STATUSES.expired]: 'gray',
      },
    },
  ],
  // Worked out from the dates: the mount's list filter reads it.
  filters: [{ key: 'status', label: 'Status', options: STATUS_OPTIONS, computed: true }],
  searchPlaceholder: 'Search name or promo code',
  emptyText: 'No promotions match.',
  newTitle: 'New promotion',
  sort: ['name', 'from_date', 'to_date', 'updated'],
  realtime: 'promotions',
})
