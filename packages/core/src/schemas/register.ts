import * as v from 'valibot'
import { PROMOTION_DISCOUNT_TYPES, type Promotion } from '../promotions/types.ts'
import {
  CountSchema,
  IdSchema,
  InstantSchema,
  MinorSchema,
  OptionalInstantSchema,
  PercentSchema,
  TagsSchema,
  TextSchema,
} from './common.ts'

/** A POS code: a sales person as the register knows them (spec 3). */
export const PosCodeSchema = v.object({
  id: IdSchema,
  pos_code: v.pipe(v.string('Expected a POS code'), v.minLength(1, 'A POS code cannot be empty')),
  unlinked_returns: v.optional(v.boolean(), false),
  first_name: TextSchema,
  last_name: TextSchema,
  display_name: TextSchema,
  tags: TagsSchema,
})
export type PosCode = v.InferOutput<typeof PosCodeSchema>

const IdListSchema = v.optional(v.array(IdSchema), [])

/** A promotion (spec 3). Missing limits and requirements read as 0 (none / unlimited), filters as empty. */
export const PromotionSchema = v.pipe(
  v.object({
    id: IdSchema,
    name: v.pipe(v.string('A promotion needs a name'), v.minLength(1, 'A promotion needs a name')),
    from_date: OptionalInstantSchema,
    to_date: OptionalInstantSchema,
    minimum_item_quantity: v.optional(CountSchema, 0),
    maximum_item_quantity: v.optional(CountSchema, 0),
    order_quantity: v.optional(CountSchema, 0),
    order_total: v.optional(MinorSchema, 0),
    discount: v.pipe(v.number('Expected a discount'), v.minValue(0, 'A discount cannot be negative')),
    discount_type: v.picklist(
      Object.values(PROMOTION_DISCOUNT_TYPES),
      'The discount type is percentage, amount or fixed_price',
    ),
    product_ids: IdListSchema,
    option1: TextSchema,
    option2: TextSchema,
    option3: TextSchema,
    code: TextSchema,
    product_tags: TagsSchema,
    product_types: TagsSchema,
    product_vendors: TagsSchema,
    product_marked_down: v.optional(v.boolean(), true),
    discount_reason: TextSchema,
    customer_required: v.optional(v.boolean(), false),
    customer_loyalty_tier: TextSchema,
    limit_usage: v.optional(CountSchema, 0),
    used_times: v.optional(CountSchema, 0),
    limit_customer_usage: v.optional(CountSchema, 0),
    limit_customer_usage_months: v.optional(CountSchema, 0),
    show_on_pos: v.optional(v.boolean(), true),
  }),
  v.check(
    (p) => p.discount_type !== 'percentage' || p.discount <= 100,
    'A percentage discount cannot be over 100',
  ),
  v.check(
    (p) => p.maximum_item_quantity === 0 || p.maximum_item_quantity >= p.minimum_item_quantity,
    'The maximum item quantity cannot be below the minimum',
  ),
  v.check(
    (p) => !p.from_date || !p.to_date || p.from_date <= p.to_date,
    'A promotion cannot end before it starts',
  ),
)
export type PromotionRecord = v.InferOutput<typeof PromotionSchema>

/** A discount reason; max_discount_percent 0 means unlimited (spec 3). */
export const DiscountReasonSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.minLength(1, 'A discount reason needs a name')),
  max_discount_percent: v.optional(PercentSchema, 0),
})

/** A return reason (spec 3). */
export const ReturnReasonSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.minLength(1, 'A return reason needs a name')),
})

/** A custom script the register runs in a scope (spec 3). */
export const CustomScriptSchema = v.object({
  id: v.optional(IdSchema),
  scope: v.pipe(v.string(), v.minLength(1, 'A custom script needs a scope')),
  script: v.string('Expected the script text'),
})

/** A stocktake kept on the register for counting: its items' expected and counted quantities. */
export const StocktakeSchema = v.object({
  id: IdSchema,
  reference: TextSchema,
  warehouse_id: v.optional(v.nullable(IdSchema), null),
  status: v.picklist(['current', 'completed'], 'A stocktake is current or completed'),
  created: InstantSchema,
  items: v.optional(
    v.array(
      v.object({
        item_id: IdSchema,
        expected: v.pipe(v.number(), v.safeInteger('Expected a whole quantity')),
        counted: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger('Expected a whole quantity'))), null),
      }),
    ),
    [],
  ),
})

// Compile-time proof that a parsed promotion is what the promotion engine takes.
export function asPromotion(parsed: PromotionRecord): Promotion {
  return parsed
}
