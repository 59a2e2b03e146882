// Benchmark: recomputing a 50-line sale against 200 active promotions (issue 3, target under 1 ms).
// Prints one JSON line per figure: {"name","value","unit","baseline","ratio","target"}; the baseline (summing
// the 50 line amounts) is measured in the same run so the ratio survives a noisy machine.
import {
  AU_TAX,
  type ItemFacts,
  minor,
  type Promotion,
  type RecomputeContext,
  recomputeSale,
  recomputeSaleFrom,
  type Sale,
  type SaleLine,
} from '@pos/core'

const LINES = 50
const PROMOTIONS = 200
const SAMPLES = 301

/** A deterministic pseudo-random sequence (the benchmark must not depend on Math.random either). */
function sequence(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}
const random = sequence(42)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!

const tags = ['summer', 'winter', 'sale', 'new', 'kids', 'mens', 'womens', 'outdoor']
const types = ['Shoes', 'Shirts', 'Pants', 'Hats', 'Bags']
const vendors = ['Acme', 'Globex', 'Initech', 'Umbrella']
const colours = ['Red', 'Blue', 'Green', 'Black']

const catalog = new Map<string, ItemFacts>()
for (let i = 0; i < 400; i++) {
  catalog.set(`item-${i}`, {
    product_id: `product-${i % 120}`,
    option1: pick(colours),
    option2: pick(['S', 'M', 'L']),
    tags: [pick(tags), pick(tags)],
    type: pick(types),
    vendor: pick(vendors),
    marked_down: random() < 0.1,
  })
}

const lines: SaleLine[] = Array.from({ length: LINES }, (_, i) => ({
  id: `line-${i}`,
  item: { sku: `SKU${i}`, name: `Item ${i}` },
  product: { name: `Product ${i}` },
  item_id: `item-${Math.floor(random() * 400)}`,
  quantity: 1 + Math.floor(random() * 3),
  item_price: minor(500 + Math.floor(random() * 20_000)),
  tax_percent: 10,
  item_discount: minor(0),
  item_loyalty: 0,
  total_tax: minor(0),
  manual_discount: i % 10 === 0 ? { kind: 'percent', value: 10, reason_id: 'staff' } : null,
}))

const sale: Sale = {
  id: 'bench',
  receipt_number: 'B-1',
  created: '2026-06-15T00:00:00.000Z',
  currency: 'AUD',
  lines,
  payments: [],
  customer_id: 'c1',
  shipping: null,
  discount: { kind: 'percent', value: 5, reason_id: 'staff' },
  promo_codes: ['CODE3', 'CODE7'],
  total_loyalty: minor(0),
  total_loyalty_points: 0,
  employee: { display_name: 'Bench' },
  fulfillments: [],
  gift_receipt: false,
  payment_recovery: null,
}

function makePromotions(): Promotion[] {
  const r = sequence(7)
  const choose = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)]!
  return Array.from({ length: PROMOTIONS }, (_, i) => {
    const kind = i % 5
    return {
      id: `promo-${String(i).padStart(3, '0')}`,
      name: `Promotion ${i}`,
      from_date: '2026-01-01T00:00:00Z',
      to_date: '2026-12-31T00:00:00Z',
      minimum_item_quantity: i % 7 === 0 ? 3 : 0,
      maximum_item_quantity: i % 4 === 0 ? 2 : 0,
      order_quantity: 0,
      order_total: minor(i % 9 === 0 ? 10_000 : 0),
      discount: i % 3 === 0 ? 500 : 5 + (i % 30),
      discount_type: i % 3 === 0 ? 'amount' : i % 11 === 0 ? 'fixed_price' : 'percentage',
      product_ids: kind === 0 ? Array.from({ length: 5 }, () => `product-${Math.floor(r() * 120)}`) : [],
      option1: kind === 1 ? choose(colours) : '',
      option2: '',
      option3: '',
      code: i % 25 === 0 ? `CODE${i % 10}` : '',
      product_tags: kind === 2 ? [choose(tags)] : [],
      product_types: kind === 3 ? [choose(types)] : [],
      product_vendors: kind === 4 ? [choose(vendors)] : [],
      product_marked_down: i % 2 === 0,
      discount_reason: 'promotion',
      customer_required: false,
      customer_loyalty_tier: '',
      limit_usage: 0,
      used_times: 0,
      limit_customer_usage: 0,
      limit_customer_usage_months: 0,
      show_on_pos: true,
    }
  })
}

function contextWith(promotions: Promotion[]): RecomputeContext {
  return {
    tax: AU_TAX,
    discountReasons: new Map([['staff', { id: 'staff', name: 'Staff', max_discount_percent: 20 }]]),
    promotions: {
      promotions,
      catalog,
      customer: { id: 'c1', loyalty_tier: null, promotion_uses: [] },
      now: new Date('2026-06-15T02:00:00Z'),
    },
    loyalty: null,
  }
}

/** Median milliseconds per call of `run`, measured in SAMPLES batches of `batch` calls. */
function median(run: (sample: number) => unknown, batch: number): number {
  const times: number[] = []
  let sink = 0
  for (let sample = 0; sample < SAMPLES; sample++) {
    const start = performance.now()
    for (let i = 0; i < batch; i++) sink += run(sample) ? 1 : 0
    times.push((performance.now() - start) / batch)
  }
  if (sink < 0) console.log(sink)
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

function line(name: string, value: number, baseline: number, target: number | null): void {
  const round = (x: number) => Math.round(x * 1e6) / 1e6
  console.log(
    JSON.stringify({
      name,
      value: round(value),
      unit: 'ms',
      baseline: round(baseline),
      ratio: round(value / baseline),
      target,
    }),
  )
}

const warm = contextWith(makePromotions())
const applied = recomputeSale(sale, warm).promotions.applied.length
for (let i = 0; i < 200; i++) recomputeSale(sale, warm)

const baseline = median(() => {
  let total = 0
  for (const l of lines) total += l.quantity * l.item_price
  return total
}, 20_000)
const value = median(() => recomputeSale(sale, warm), 5)
line('sale.recompute', value, baseline, 1)

// Cold: fresh promotion objects every sample, so each recompute also compiles all 200 promotions.
const fresh = Array.from({ length: SAMPLES }, () => contextWith(makePromotions()))
const cold = median((sample) => recomputeSale(sale, fresh[sample]!), 1)
line('sale.recompute.cold', cold, baseline, null)
if (applied === 0) console.error('warning: no promotion applied in the benchmark sale')

// A scan into a long sale: one line added to a 200-line sale (no sale discount) that no promotion accepts, so
// recomputeSaleFrom proves the promotions unchanged instead of running the engine; against a full recompute.
const long: Sale = {
  ...sale,
  discount: null,
  lines: Array.from({ length: 200 }, (_, i) => ({
    ...lines[i % LINES]!,
    id: `long-${String(i).padStart(3, '0')}`,
  })),
}
const scannedLine: SaleLine = {
  ...lines[1]!,
  id: 'long-new',
  item_id: 'item-not-in-catalog',
  manual_discount: null,
}
const scanned: Sale = { ...long, lines: [...long.lines, scannedLine] }
const before = recomputeSaleFrom(null, long, warm)
if (!recomputeSaleFrom(before, scanned, warm).memo.incremental)
  console.error('warning: the scan was not incremental')
const full = median(() => recomputeSale(scanned, warm), 5)
line('sale.recompute.scan.full', full, baseline, null)
const incremental = median(() => recomputeSaleFrom(before, scanned, warm), 20)
line('sale.recompute.scan.incremental', incremental, baseline, null)
