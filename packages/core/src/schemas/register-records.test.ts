import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  keysFrame,
  keysOfFrame,
  registerPriceOf,
  registerPriceText,
  registerProductOf,
  registerProductText,
  storedPriceOf,
  storedProductOf,
} from './register-records.ts'

const stamp = '2026-06-15T02:00:00.000Z'

const rawItem = fc.record(
  {
    id: fc.integer({ min: 1, max: 1e9 }),
    product_id: fc.integer({ min: 1, max: 1e9 }),
    barcode: fc.string({ maxLength: 13 }),
    sku: fc.string({ maxLength: 8 }),
    option1: fc.string({ maxLength: 4 }),
    option2: fc.constant(''),
    option3: fc.constant(''),
    tax_percent: fc.integer({ min: 0, max: 30 }),
    metadata: fc.constant({}),
  },
  { requiredKeys: ['id', 'product_id', 'barcode', 'sku', 'option1', 'option2', 'option3', 'metadata'] },
)

const rawProduct = fc.record(
  {
    id: fc.integer({ min: 1, max: 1e9 }),
    name: fc.string({ minLength: 1, maxLength: 10 }),
    style: fc.string({ maxLength: 6 }),
    description: fc.constant(''),
    type: fc.constant(''),
    vendor: fc.constant(''),
    tags: fc.constant([]),
    view: fc.constant(''),
    metadata: fc.constant({}),
    created: fc.constant(stamp),
    updated: fc.constant(stamp),
    tax_percent: fc.integer({ min: 0, max: 30 }),
    items: fc.array(rawItem, { maxLength: 4 }),
  },
  { requiredKeys: ['id', 'name', 'style', 'created', 'updated', 'items'] },
)

describe('registerProductOf', () => {
  it('keeps every item inside its product, naming it, with its own tax rate or else the product’s', () => {
    fc.assert(
      fc.property(rawProduct, (raw) => {
        const stored = registerProductOf(raw)
        expect(stored.ok).toBe(true)
        if (!stored.ok) return
        expect(stored.value.id).toBe(String(raw.id))
        expect(stored.value.items.map((item) => item.id)).toEqual(raw.items.map((item) => String(item.id)))
        stored.value.items.forEach((item, index) => {
          expect(item.product_id).toBe(String(raw.id))
          const own = raw.items[index]!.tax_percent
          expect(item.tax_percent).toBe(own ?? raw.tax_percent ?? 0)
        })
        // A stored product is plain data (a Yjs value), the same after a JSON round trip.
        expect(JSON.parse(JSON.stringify(stored.value))).toEqual(stored.value)
      }),
    )
  })

  it('refuses a product without a name, as the sync counts it', () => {
    const refused = registerProductOf({ id: 1, name: '', created: stamp, updated: stamp })
    expect(refused.ok).toBe(false)
    expect(registerPriceOf({ id: 1, price: 'x' }).ok).toBe(false)
  })
})

/** Any text, or the field's default (an empty text), so both sides of the leaving-out are drawn. */
const textOrEmpty = fc.oneof(fc.constant(''), fc.string({ maxLength: 6 }))
const richItem = fc.record({
  id: fc.integer({ min: 1, max: 1e9 }),
  product_id: fc.integer({ min: 1, max: 1e9 }),
  barcode: textOrEmpty,
  sku: fc.string({ maxLength: 8 }),
  option1: textOrEmpty,
  option2: textOrEmpty,
  option3: textOrEmpty,
  tax_percent: fc.integer({ min: 0, max: 30 }),
  metadata: fc.oneof(fc.constant({}), fc.constant({ colour: 'red' })),
})
const richProduct = fc.record({
  id: fc.integer({ min: 1, max: 1e9 }),
  name: fc.string({ minLength: 1, maxLength: 10 }),
  image: fc.oneof(fc.constant(null), fc.constant('https://img.example/1.png')),
  style: textOrEmpty,
  description: textOrEmpty,
  option_names: fc.oneof(fc.constant([]), fc.constant(['Size'])),
  type: textOrEmpty,
  vendor: textOrEmpty,
  tags: fc.oneof(fc.constant([]), fc.constant(['sale'])),
  view: fc.oneof(fc.constant(''), fc.constant('Gift Card')),
  metadata: fc.oneof(fc.constant({}), fc.constant({ season: 'winter' })),
  created: fc.constant(stamp),
  updated: fc.constant(stamp),
  image_thumbnail: fc.constant(null),
  items: fc.array(richItem, { maxLength: 4 }),
})
const richPrice = fc.record({
  id: fc.integer({ min: 1, max: 1e9 }),
  product_id: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 1e9 })),
  item_id: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 1e9 })),
  start_date: fc.oneof(fc.constant(null), fc.constant(stamp)),
  end_date: fc.oneof(fc.constant(null), fc.constant(stamp)),
  currency: fc.constant('AUD'),
  price: fc.integer({ min: 0, max: 1e7 }),
  tags: fc.oneof(fc.constant([]), fc.constant(['promo'])),
  created: fc.constant(stamp),
  updated: fc.constant(stamp),
})

describe('registerProductText / storedProductOf, registerPriceText / storedPriceOf', () => {
  it('reads back exactly the record the register stored, with the fields left out at their default', () => {
    fc.assert(
      fc.property(richProduct, richPrice, (raw, rawPrice) => {
        const product = registerProductOf(raw)
        const price = registerPriceOf(rawPrice)
        expect(product.ok && price.ok).toBe(true)
        if (!product.ok || !price.ok) return
        expect(storedProductOf(registerProductText(product.value))).toEqual(product.value)
        expect(storedPriceOf(registerPriceText(price.value))).toEqual(price.value)
        // A text of an earlier release (every field) and an object of older documents read the same.
        expect(storedProductOf(JSON.stringify(product.value))).toEqual(product.value)
        expect(storedProductOf(JSON.parse(JSON.stringify(product.value)))).toEqual(product.value)
        expect(storedPriceOf(JSON.stringify(price.value))).toEqual(price.value)
      }),
    )
  })

  it('leaves out what holds its default: a plain product with three sizes is a third shorter', () => {
    const product = registerProductOf({
      id: 1,
      name: 'Vintage Grey Socks',
      style: '1001',
      description: 'Vintage Grey Socks by Blue Harbour.',
      option_names: ['Size'],
      created: stamp,
      updated: stamp,
      items: ['XS', 'S', 'M'].map((size, at) => ({
        id: at + 1,
        product_id: 1,
        barcode: `200000000001${at}`,
        sku: `1001-${size}`,
        option1: size,
        option2: '',
        option3: '',
        tax_percent: 10,
        metadata: {},
      })),
    })
    if (!product.ok) throw new Error('not a product')
    const text = registerProductText(product.value)
    expect(text).not.toMatch(/"option2"|"metadata"|"product_id"|"image"/)
    expect(text.length).toBeLessThan(JSON.stringify(product.value).length * 0.7)
    // Two items never share a default list or object read back.
    const read = storedProductOf(text)!
    expect(read.items[0]!.metadata).not.toBe(read.items[1]!.metadata)
  })
})

describe('keysFrame / keysOfFrame', () => {
  it("gives back each record's keys, whatever text they hold, leaving out a record whose keys hold the separator", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary', maxLength: 6 }), { minLength: 1, maxLength: 7 }), {
          maxLength: 8,
        }),
        (records) => {
          const flat = keysOfFrame(keysFrame(records))
          const kept = records.filter((keys) => keys.every((key) => !key.includes('\u001f')))
          expect(flat).toEqual(kept.flatMap((keys) => [String(keys.length), ...keys]))
        },
      ),
    )
  })

  it('refuses a frame that is not one (a Yjs update of a body of another format)', () => {
    const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
    expect(keysOfFrame(new Uint8Array([1, 2, 0, 5, 200, 31, 7]))).toBeNull()
    expect(keysOfFrame(ascii('3\u001fa\u001fb'))).toBeNull()
    expect(keysOfFrame(ascii('0'))).toBeNull()
    expect(keysOfFrame(new Uint8Array())).toEqual([])
  })
})
