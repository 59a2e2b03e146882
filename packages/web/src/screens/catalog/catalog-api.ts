import {
  type ItemPayload,
  MAX_PAGE_SIZE,
  optionTemplateResource,
  PriceAnswerSchema,
  PriceListDetailSchema,
  PriceListImportedSchema,
  ProductAnswerSchema,
  type ProductDetail,
  ProductFacetsSchema,
  type ProductPayload,
  type RowOf,
} from '@pos/core'
import { answers } from '../../api/answers.ts'
import { api } from '../../api/client.ts'
import { resourceClient } from '../../api/resource-client.ts'

/** The catalogue's resources as the screens read and write them (packages/server/API.md, "Catalogue"). */

type Signal = { signal?: AbortSignal }

export type ProductInput = Omit<ProductPayload, 'items'> & { items: ItemPayload[] }

export const getFacets = ({ signal }: Signal = {}) =>
  answers.get(ProductFacetsSchema, 'proxy/products/facets.json', signal ? { signal } : {})

export async function getProduct(id: number, { signal }: Signal = {}): Promise<ProductDetail> {
  const answer = await answers.get(ProductAnswerSchema, `proxy/product/${id}.json`, signal ? { signal } : {})
  return answer.product
}

export const createProduct = (input: ProductInput) =>
  answers.post(ProductAnswerSchema, 'proxy/products.json', input)
export const updateProduct = (id: number, input: ProductInput) =>
  answers.put(ProductAnswerSchema, `proxy/product/${id}.json`, input)
export const deleteProduct = (id: number) => api.delete(`proxy/product/${id}.json`)

export type PriceInput = {
  product_id: number | null
  item_id: number | null
  price_list_id?: number | null
  start_date: string | null
  end_date: string | null
  price: number
}
export const createPrice = (input: PriceInput) => answers.post(PriceAnswerSchema, 'proxy/prices.json', input)
export const deletePrice = (id: number) => api.delete(`proxy/price/${id}.json`)

export const optionTemplates = resourceClient(optionTemplateResource)
export type OptionTemplate = RowOf<typeof optionTemplateResource>
/** Every option template (a company keeps a few; the list answers up to 250). */
export async function listOptionTemplates({ signal }: Signal = {}): Promise<OptionTemplate[]> {
  return (await optionTemplates.list({ limit: MAX_PAGE_SIZE }, signal ? { signal } : {})).rows
}
export type OptionTemplateInput = Pick<OptionTemplate, 'name' | 'options'>

export const getPriceList = (id: number, { signal }: Signal = {}) =>
  answers.get(PriceListDetailSchema, `proxy/pricelist/${id}.json`, signal ? { signal } : {})
/** Quiet: a refused file's lines are shown on the screen, not in a toast. */
export const importPriceList = (id: number, csv: string) =>
  answers.post(PriceListImportedSchema, `proxy/pricelist/${id}/import.json`, { csv }, { quiet: true })

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
