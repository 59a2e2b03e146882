import { IMPORT_FIELDS } from '../bulk-import/import-kinds.ts'
import { type CustomField, customFieldColumns } from '../company-admin/custom-fields.ts'
import { csvField, csvValue } from '../resource/csv.ts'
import type { ResourceColumn } from '../resource/declaration.ts'

/**
 * The products CSV export (spec 2 /product/products; issue 16): one line per item, in the columns the bulk import of
 * products reads (headed by its fields' labels, so an exported file imports back as it is), then a column per
 * custom field of products and one per custom field of items, each headed by the field's name [CF4].
 */
export type ProductCsvItem = {
  style: string
  name: string
  sku: string
  barcode: string
  option_names: readonly string[]
  option1: string
  option2: string
  option3: string
  /** The product's retail price and cost, in cents. */
  price: number
  cost: number
  tax_percent: number
  vendor: string
  type: string
  tags: readonly string[]
  description: string
  /** The product's custom values (metadata.custom), and the item's. */
  product_custom: Readonly<Record<string, unknown>> | null
  item_custom: Readonly<Record<string, unknown>> | null
}

const LABEL = Object.fromEntries(IMPORT_FIELDS.products.map((field) => [field.key, field.label]))

/** The item's value of an import field's column. */
function importCell(item: ProductCsvItem, key: string): unknown {
  const option = /^option([123])(_name)?$/.exec(key)
  if (option) {
    const n = Number(option[1])
    return option[2] ? (item.option_names[n - 1] ?? '') : item[`option${n}` as 'option1']
  }
  switch (key) {
    case 'price':
      return (item.price / 100).toFixed(2)
    case 'cost':
      return (item.cost / 100).toFixed(2)
    case 'tags':
      return item.tags.join(', ')
    default:
      return item[key as keyof ProductCsvItem]
  }
}

/** A custom column's value: `custom.{key}` of the product's or the item's values, as the column formats it. */
function customCell(column: ResourceColumn, values: Readonly<Record<string, unknown>> | null): unknown {
  return csvValue(column, values?.[column.key.slice('custom.'.length)])
}

/** The export's columns for a company's custom fields of products and of items. */
export function productCsvColumns(productFields: readonly CustomField[], itemFields: readonly CustomField[]) {
  return {
    base: IMPORT_FIELDS.products.map((field) => field.key),
    product: customFieldColumns(productFields),
    item: customFieldColumns(itemFields),
  }
}

/** The header line of the export (ends in CRLF). */
export function productCsvHeader(
  productFields: readonly CustomField[],
  itemFields: readonly CustomField[],
): string {
  const columns = productCsvColumns(productFields, itemFields)
  const headers = [
    ...columns.base.map((key) => LABEL[key] ?? key),
    ...columns.product.map((column) => column.header),
    ...columns.item.map((column) => column.header),
  ]
  return `${headers.map(csvField).join(',')}\r\n`
}

/** The lines of these items (each ends in CRLF). */
export function productCsvLines(
  items: readonly ProductCsvItem[],
  productFields: readonly CustomField[],
  itemFields: readonly CustomField[],
): string {
  const columns = productCsvColumns(productFields, itemFields)
  let text = ''
  for (const item of items) {
    const cells = [
      ...columns.base.map((key) => importCell(item, key)),
      ...columns.product.map((column) => customCell(column, item.product_custom)),
      ...columns.item.map((column) => customCell(column, item.item_custom)),
    ]
    text += `${cells.map(csvField).join(',')}\r\n`
  }
  return text
}
