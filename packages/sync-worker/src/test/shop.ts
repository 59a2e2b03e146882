// Test support: a shop that builds and edits a fake catalog (unique codes, as the server insists), random edits
// for properties, and every lookup a register makes over the codes and items the shop ever had.
import fc from 'fast-check'
import type { FakeCatalog, FakePrice, FakeProduct } from './fake-catalog.ts'

export const DATES = ['2026-11-21T10:00:00.000Z', '2026-12-02T00:00:00.000Z', '2027-01-10T00:00:00.000Z']

export type Op =
  | { op: 'rename'; at: number; name: string }
  | { op: 'rebarcode'; at: number; item: number }
  | { op: 'resku'; at: number; item: number }
  | { op: 'addItem'; at: number }
  | { op: 'dropItem'; at: number }
  | { op: 'deleteProduct'; at: number }
  | { op: 'addProduct'; items: number }
  | { op: 'price'; at: number; item: number | null; price: number; dated: number | null }
  | { op: 'deletePrice'; at: number }

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('rename' as const),
    at: fc.nat(),
    name: fc.string({ minLength: 1, maxLength: 8 }),
  }),
  fc.record({ op: fc.constant('rebarcode' as const), at: fc.nat(), item: fc.nat() }),
  fc.record({ op: fc.constant('resku' as const), at: fc.nat(), item: fc.nat() }),
  fc.record({ op: fc.constant('addItem' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('dropItem' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('deleteProduct' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('addProduct' as const), items: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    op: fc.constant('price' as const),
    at: fc.nat(),
    item: fc.option(fc.nat(), { nil: null }),
    price: fc.integer({ min: 0, max: 99_999 }),
    dated: fc.option(fc.nat({ max: 2 }), { nil: null }),
  }),
  fc.record({ op: fc.constant('deletePrice' as const), at: fc.nat() }),
)

/** Builds and edits a catalog with unique codes (the server refuses a taken barcode or SKU). */
export class Shop {
  private next = 1
  readonly codes = new Set<string>(['', 'nothing-here', '0000000000000'])
  readonly itemIds = new Set<string>(['999999'])

  constructor(readonly catalog: FakeCatalog) {}

  private id(): string {
    return String(this.next++)
  }

  item() {
    const id = this.id()
    const item = { id, barcode: `93${id.padStart(11, '0')}`, sku: `Sk-${id}`, option1: `Size ${id}` }
    this.codes.add(item.barcode).add(item.sku).add(item.sku.toLowerCase())
    this.itemIds.add(id)
    return item
  }

  addProduct(items: number): void {
    const id = this.id()
    const product: FakeProduct = {
      id,
      name: `Product ${id}`,
      style: `ST-${id}`,
      items: Array.from({ length: items }, () => this.item()),
    }
    this.catalog.putProduct(product)
    this.catalog.putPrice({
      id: this.id(),
      product_id: id,
      item_id: null,
      price: 1000 + Number(id),
      start_date: null,
      end_date: null,
    })
  }

  apply(op: Op): void {
    const products = this.catalog.productIds()
    const pick = (at: number) =>
      products.length ? this.catalog.product(products[at % products.length]!) : undefined
    if (op.op === 'addProduct') {
      this.addProduct(op.items)
      return
    }
    if (op.op === 'deletePrice') {
      const prices = this.catalog.priceIds()
      if (prices.length) this.catalog.deletePrice(prices[op.at % prices.length]!)
      return
    }
    const product = pick(op.at)
    if (!product) return
    switch (op.op) {
      case 'rename':
        product.name = op.name.trim() || 'Renamed'
        break
      case 'rebarcode':
      case 'resku': {
        const item = product.items[op.item % product.items.length]
        if (!item) return
        const fresh = this.item()
        this.itemIds.delete(fresh.id)
        if (op.op === 'rebarcode') item.barcode = fresh.barcode
        else item.sku = fresh.sku
        break
      }
      case 'addItem':
        product.items.push(this.item())
        break
      case 'dropItem':
        if (product.items.length > 1) product.items.pop()
        break
      case 'deleteProduct':
        this.catalog.deleteProduct(product.id)
        return
      case 'price': {
        const item = op.item === null ? null : product.items[op.item % product.items.length]
        const price: FakePrice = {
          id: this.id(),
          product_id: product.id,
          item_id: item?.id ?? null,
          price: op.price,
          start_date: op.dated === null ? null : DATES[op.dated]!,
          end_date: op.dated === null ? null : '2027-06-01T00:00:00.000Z',
        }
        this.catalog.putPrice(price)
        return
      }
    }
    this.catalog.putProduct(product)
  }
}

/** Every lookup the register makes, over every code and item this shop ever had (and some it never had). */
export async function lookups(
  shop: Shop,
  ask: {
    barcode(code: string): Promise<unknown>
    sku(code: string): Promise<unknown>
    item(id: string): Promise<unknown>
    price(id: string, at: string): Promise<unknown>
  },
  /** Prices only of the items in the catalog now (the snapshot answers no other). */
  current = false,
) {
  const answers: unknown[] = []
  for (const code of shop.codes) answers.push(await ask.barcode(code), await ask.sku(code))
  const inCatalog = new Set(
    shop.catalog.productIds().flatMap((id) => shop.catalog.product(id)!.items.map((item) => item.id)),
  )
  for (const id of shop.itemIds) {
    answers.push(await ask.item(id))
    if (current && !inCatalog.has(id)) continue
    for (const at of DATES) answers.push(await ask.price(id, at))
  }
  return answers
}
