import {
  type ItemPayload,
  MAX_PAGE_SIZE,
  optionTemplateResource,
  type ProductPayload,
  type RowOf,
} from '@pos/core'
import { api } from '../../api/client.ts'
import { resourceClient } from '../../api/resource-client.ts'

/** The catalogue's resources as the screens read and write them (packages/server/API.md, "Catalogue"). */

type Signal = { signal?: AbortSignal }

export type ProductRow = {
  id: number
  style: string
  name: string
  type: string
  vendor: string
  tags: string[]
  view: string
  cost_price: number
  retail_price: number
  item_count: number
  updated: string
}

export type ProductItem = {
  id: number
  product_id: number
  sku: string
  barcode: string
  option1: string
  option2: string
  option3: string
}

export type Price = {
  id: number
  product_id: number | null
  item_id: number | null
  price_list_id: number | null
  start_date: string | null
  end_date: string | null
  currency: string
  price: number
  tags: string[]
}

export type ProductDetail = {
  id: number
  style: string
  name: string
  description: string
  vendor: string
  type: string
  tags: string[]
  view: string
  option_names: string[]
  images: string[]
  cost_price: number
  retail_price: number
  weight_grams: number
  tax_percent: number
  items: ProductItem[]
  /** Spec 3 product metadata; `custom` holds the company's custom field values (/admin/custom-fields). */
  metadata?: { custom?: Record<string, unknown> }
  prices: Price[]
  cost_history: { cost_price: number; created: string }[]
}

export type ProductInput = Omit<ProductPayload, 'items'> & { items: ItemPayload[] }

export type Facets = { types: string[]; vendors: string[]; tags: string[] }

export const getFacets = ({ signal }: Signal = {}) =>
  api.get<Facets>('proxy/products/facets.json', signal ? { signal } : {})

export async function getProduct(id: number, { signal }: Signal = {}): Promise<ProductDetail> {
  const answer = await api.get<{ product: ProductDetail }>(
    `proxy/product/${id}.json`,
    signal ? { signal } : {},
  )
  return answer.product
}

export const createProduct = (input: ProductInput) =>
  api.post<{ product: ProductDetail }>('proxy/products.json', input)
export const updateProduct = (id: number, input: ProductInput) =>
  api.put<{ product: ProductDetail }>(`proxy/product/${id}.json`, input)
export const deleteProduct = (id: number) => api.delete<unknown>(`proxy/product/${id}.json`)

export type PriceInput = {
  product_id: number | null
  item_id: number | null
  price_list_id?: number | null
  start_date: string | null
  end_date: string | null
  price: number
}
export const createPrice = (input: PriceInput) => api.post<{ price: Price }>('proxy/prices.json', input)
export const deletePrice = (id: number) => api.delete<unknown>(`proxy/price/${id}.json`)

export const optionTemplates = resourceClient(optionTemplateResource)
export type OptionTemplate = RowOf<typeof optionTemplateResource>
/** Every option template (a company keeps a few; the list answers up to 250). */
export async function listOptionTemplates({ signal }: Signal = {}): Promise<OptionTemplate[]> {
  return (await optionTemplates.list({ limit: MAX_PAGE_SIZE }, signal ? { signal } : {})).rows
}
export type OptionTemplateInput = Pick<OptionTemplate, 'name' | 'options'>

export type PriceList = {
  id: number
  name: string
  start_date: string | null
  end_date: string | null
  currency: string
  tags: string[]
  price_count?: number
}
export type PriceListPrice = Price & { style: string; name: string; sku: string | null }
export type PriceListInput = {
  name: string
  start_date: string | null
  end_date: string | null
  currency?: string
}

export const getPriceList = (id: number, { signal }: Signal = {}) =>
  api.get<{ pricelist: PriceList; prices: PriceListPrice[] }>(
    `proxy/pricelist/${id}.json`,
    signal ? { signal } : {},
  )
export const createPriceList = (input: PriceListInput) =>
  api.post<{ pricelist: PriceList }>('proxy/pricelists.json', input)
export const updatePriceList = (id: number, input: PriceListInput) =>
  api.put<{ pricelist: PriceList }>(`proxy/pricelist/${id}.json`, input)
export const deletePriceList = (id: number) => api.delete<unknown>(`proxy/pricelist/${id}.json`)
/** Quiet: a refused file's lines are shown on the screen, not in a toast. */
export const importPriceList = (id: number, csv: string) =>
  api.post<{ imported: number }>(`proxy/pricelist/${id}/import.json`, { csv }, { quiet: true })

/** Tags typed as "a, b, c". */
export function tagsFromText(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
}

/** An ISO instant as the yyyy-mm-dd of a date input (UTC date). */
export function dateInputOf(value: string | null): string {
  return value ? value.slice(0, 10) : ''
}

/** A date input's yyyy-mm-dd as the start of that day in UTC; null when empty. */
export function isoOfDateInput(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : null
}

/** Cents as the text of a money input: 1250 → "12.50". */
export function moneyText(cents: number): string {
  return (cents / 100).toFixed(2)
}
