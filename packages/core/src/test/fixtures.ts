// Builders and fast-check arbitraries shared by core's tests (a /test/ folder: never part of the public API).
import fc from 'fast-check'
import type { DiscountReason } from '../discounts/manual-discount.ts'
import { minor } from '../money/minor.ts'
import type { ItemFacts, Promotion } from '../promotions/types.ts'
import type { RecomputeContext } from '../sale/recompute.ts'
import type { Sale, SaleLine } from '../sale/types.ts'
import { AU_TAX } from '../tax/gst.ts'
import type { PaymentMethod } from '../tenders/payment-methods.ts'

export const NOW = new Date('2026-06-15T02:00:00Z')

export function line(
  id: string,
  fields: Partial<Omit<SaleLine, 'item_price'>> & { price?: number } = {},
): SaleLine {
  const { price, ...rest } = fields
  return {
    id,
    item: { sku: `SKU-${id}`, name: `Item ${id}` },
    product: { name: `Product ${id}` },
    item_id: `item-${id}`,
    quantity: 1,
    item_price: minor(price ?? 1000),
    tax_percent: 10,
    item_discount: minor(0),
    item_loyalty: 0,
    total_tax: minor(0),
    ...rest,
  }
}

export function sale(lines: SaleLine[], fields: Partial<Sale> = {}): Sale {
  return {
    id: 'sale-1',
    receipt_number: 'R1-000123',
    created: '2026-06-15T02:00:00.000Z',
    currency: 'AUD',
    lines,
    payments: [],
    customer_id: null,
    shipping: null,
    promo_codes: [],
    total_loyalty: minor(0),
    total_loyalty_points: 0,
    employee: { display_name: 'Sam' },
    fulfillments: [],
    gift_receipt: false,
    payment_recovery: null,
    ...fields,
  }
}

export function method(
  id: string,
  processor: string,
  rounding = 0,
  systemType: string | null = null,
): PaymentMethod {
  return {
    id,
    name: id[0]!.toUpperCase() + id.slice(1),
    system_type: systemType,
    metadata: { pos: { payment_processor: { value: processor }, rounding: { value: rounding } } },
  }
}

export const REASONS: ReadonlyMap<string, DiscountReason> = new Map([
  ['staff', { id: 'staff', name: 'Staff', max_discount_percent: 20 }],
  ['manager', { id: 'manager', name: 'Manager', max_discount_percent: 0 }],
])

export function promotion(id: string, fields: Partial<Promotion> = {}): Promotion {
  return {
    id,
    name: `Promo ${id}`,
    from_date: null,
    to_date: null,
    minimum_item_quantity: 0,
    maximum_item_quantity: 0,
    order_quantity: 0,
    order_total: minor(0),
    discount: 10,
    discount_type: 'percentage',
    product_ids: [],
    option1: '',
    option2: '',
    option3: '',
    code: '',
    product_tags: [],
    product_types: [],
    product_vendors: [],
    product_marked_down: true,
    discount_reason: 'promo',
    customer_required: false,
    customer_loyalty_tier: '',
    limit_usage: 0,
    used_times: 0,
    limit_customer_usage: 0,
    limit_customer_usage_months: 0,
    show_on_pos: true,
    ...fields,
  }
}

export function facts(productId: string, fields: Partial<ItemFacts> = {}): ItemFacts {
  return { product_id: productId, tags: [], type: '', vendor: '', marked_down: false, ...fields }
}

export function context(fields: Partial<RecomputeContext> = {}): RecomputeContext {
  return { tax: AU_TAX, discountReasons: REASONS, promotions: null, loyalty: null, ...fields }
}

const PRODUCTS = ['p1', 'p2', 'p3', 'p4']

/** Catalog facts for items item-0 ... item-9 over four products. */
export const CATALOG: ReadonlyMap<string, ItemFacts> = new Map(
  Array.from({ length: 10 }, (_, i) => [
    `item-${i}`,
    facts(PRODUCTS[i % 4]!, {
      tags: i % 2 === 0 ? ['summer'] : ['winter'],
      type: i % 3 === 0 ? 'Shoes' : 'Shirts',
      vendor: i < 5 ? 'Acme' : 'Globex',
      marked_down: i === 9,
      option1: i % 2 === 0 ? 'Red' : 'Blue',
    }),
  ]),
)

/** A sale line: quantity −3..6 (not 0), price 1c..$500, an item of the catalog, sometimes a manual discount. */
export const arbLine: fc.Arbitrary<Omit<SaleLine, 'id'>> = fc
  .record({
    quantity: fc.integer({ min: -3, max: 6 }).filter((q) => q !== 0),
    price: fc.integer({ min: 1, max: 50_000 }),
    tax: fc.constantFrom(0, 10, 10, 15),
    item: fc.integer({ min: 0, max: 9 }),
    giftCard: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    discount: fc.option(
      fc.record({
        kind: fc.constantFrom('percent' as const, 'amount' as const),
        value: fc.integer({ min: 0, max: 100 }),
        reason_id: fc.constantFrom('staff', 'manager', 'unknown'),
      }),
      { freq: 4 },
    ),
  })
  .map(({ quantity, price, tax, item, giftCard, discount }) => {
    const { id: _unused, ...rest } = line('x', { quantity, price, tax_percent: tax, item_id: `item-${item}` })
    const itemRef = giftCard ? { ...rest.item, view: 'Gift Card' } : rest.item
    return { ...rest, item: itemRef, manual_discount: giftCard ? null : discount }
  })

/** A sale of 1-12 lines with unique ids, sometimes a sale discount and shipping. */
export const arbSale: fc.Arbitrary<Sale> = fc
  .record({
    lines: fc.array(arbLine, { minLength: 1, maxLength: 12 }),
    discount: fc.option(
      fc.record({
        kind: fc.constantFrom('percent' as const, 'amount' as const),
        value: fc.integer({ min: 0, max: 5000 }).map((v) => v),
        reason_id: fc.constantFrom('staff', 'manager'),
      }),
      { freq: 3 },
    ),
    shipping: fc.option(fc.integer({ min: 0, max: 3000 }), { freq: 4 }),
    codes: fc.subarray(['SAVE', 'VIP', 'NOPE']),
  })
  .map(({ lines, discount, shipping, codes }) =>
    sale(
      lines.map((l, i) => ({ ...l, id: `line-${String(i).padStart(2, '0')}` })),
      {
        discount: discount
          ? { ...discount, value: discount.kind === 'percent' ? discount.value % 101 : discount.value }
          : null,
        shipping: shipping === null ? null : { price: minor(shipping), tax_percent: 10 },
        promo_codes: codes,
      },
    ),
  )

/** A promotion over the fixture catalog, with random filters and discount. */
export const arbPromotion: fc.Arbitrary<Promotion> = fc
  .record({
    id: fc.integer({ min: 1, max: 999 }).map((n) => `promo-${n}`),
    type: fc.constantFrom('percentage' as const, 'amount' as const, 'fixed_price' as const),
    discount: fc.integer({ min: 0, max: 20_000 }),
    percent: fc.integer({ min: 0, max: 100 }),
    min: fc.integer({ min: 0, max: 4 }),
    max: fc.integer({ min: 0, max: 4 }),
    products: fc.subarray(PRODUCTS),
    tags: fc.subarray(['summer', 'winter']),
    code: fc.constantFrom('', '', 'SAVE', 'VIP'),
    markedDown: fc.boolean(),
    orderTotal: fc.constantFrom(0, 0, 5000),
  })
  .map((p) =>
    promotion(p.id, {
      discount_type: p.type,
      discount: p.type === 'percentage' ? p.percent : p.discount,
      minimum_item_quantity: p.min,
      maximum_item_quantity: p.max,
      product_ids: p.products,
      product_tags: p.tags,
      code: p.code,
      product_marked_down: p.markedDown,
      order_total: minor(p.orderTotal),
    }),
  )

/** Shuffles a list with a fast-check-chosen permutation. */
export function permute<T>(items: readonly T[], keys: readonly number[]): T[] {
  return items
    .map((item, i) => [item, keys[i % Math.max(1, keys.length)]! + i / 1000] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([item]) => item)
}
