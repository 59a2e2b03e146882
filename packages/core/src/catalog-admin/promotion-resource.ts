import * as v from 'valibot'
import { PROMOTION_DISCOUNT_TYPES } from '../promotions/types.ts'
import { defineResource } from '../resource/declaration.ts'
import { PROMOTION_STATUSES, PromotionFieldsSchema, PromotionPayloadSchema } from './promotions.ts'

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
    { key: 'code', header: 'Code' },
    { key: 'discount', header: 'Discount', format: 'number' },
    { key: 'discount_type', header: 'Discount type' },
    { key: 'from_date', header: 'Start date', format: 'date' },
    { key: 'to_date', header: 'End date', format: 'date' },
    { key: 'status', header: 'Status' },
  ],
  searchPlaceholder: 'Search by name or code',
  sort: ['name', 'from_date', 'to_date', 'updated'],
  realtime: 'promotions',
})
