import * as v from 'valibot'
import { EmailSchema, idSchema, requiredText } from '../admin/fields.ts'
import { CustomValuesSchema } from '../company-admin/custom-fields.ts'
import { GIFT_CARD_VIEW } from '../sale/types.ts'
import { MAX_ITEMS_PER_PRODUCT, MAX_OPTIONS } from './items.ts'

/** Back-office payloads of the catalogue (spec 2 /product, /sales/prices, /hr): products, prices, staff. */

function optionalText(label: string, max = 255) {
  return v.optional(
    v.pipe(
      v.string(`Please enter ${label} as text`),
      v.trim(),
      v.maxLength(max, `Please keep ${label} under ${max + 1} characters`),
    ),
    '',
  )
}

function cents(label: string) {
  return v.pipe(
    v.number(`Please enter ${label} in cents`),
    v.safeInteger(`Please enter ${label} as a whole number of cents`),
    v.minValue(0, `${label[0]?.toUpperCase()}${label.slice(1)} cannot be negative`),
    v.maxValue(100_000_000_000, `Please check ${label}: it is too large`),
  )
}

const TagListSchema = v.pipe(
  v.optional(v.array(v.string('Please enter tags as text'), 'Please enter tags as a list'), []),
  v.maxLength(50, 'Please keep to 50 tags'),
  v.transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))]),
  v.check((tags) => tags.every((tag) => tag.length <= 100), 'Please keep each tag under 101 characters'),
)

/** The product views (spec 3): standard, or the Gift Card view of gift-card products. */
export const PRODUCT_VIEWS = { standard: '', gift_card: GIFT_CARD_VIEW } as const
export type ProductView = (typeof PRODUCT_VIEWS)[keyof typeof PRODUCT_VIEWS]

const ImageUrlSchema = v.pipe(
  v.string('Please enter images as web addresses'),
  v.trim(),
  v.maxLength(2000, 'Please keep image addresses under 2001 characters'),
  v.url('Please enter images as web addresses'),
  v.regex(/^https?:\/\//, 'Please enter images as http or https addresses'),
)

/** A tax rate in percent with at most 4 decimals (8.875% works), 0 to 100. */
const TaxPercentSchema = v.pipe(
  v.number('Please enter the tax rate as a number'),
  v.minValue(0, 'The tax rate cannot be negative'),
  v.maxValue(100, 'The tax rate cannot be over 100%'),
  v.check(
    (value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6,
    'Please give the tax rate to at most 4 decimals',
  ),
)

/** An item as the product form sends it: no id for a new one; empty sku/barcode are filled from counters. */
export const ItemPayloadSchema = v.object({
  id: v.optional(idSchema('an item of this product')),
  option1: optionalText('option 1', 100),
  option2: optionalText('option 2', 100),
  option3: optionalText('option 3', 100),
  sku: optionalText('the SKU', 100),
  barcode: v.optional(
    v.pipe(
      v.string('Please enter the barcode as text'),
      v.trim(),
      v.regex(/^[0-9A-Za-z\-.]{0,48}$/, 'A barcode holds letters, digits, dashes or dots (at most 48)'),
    ),
    '',
  ),
  /** The company's custom fields for items (/admin/custom-fields), by field key; left out: kept as they are. */
  custom: v.optional(CustomValuesSchema),
})
export type ItemPayload = v.InferOutput<typeof ItemPayloadSchema>

const productFields = {
  style: optionalText('the style', 100),
  name: requiredText('a product name', 255),
  vendor: optionalText('the vendor', 100),
  type: optionalText('the type', 100),
  description: optionalText('the description', 10_000),
  tags: TagListSchema,
  view: v.optional(
    v.picklist(Object.values(PRODUCT_VIEWS), `Please choose a view: standard or ${GIFT_CARD_VIEW}`),
    '',
  ),
  cost_price: v.optional(cents('the cost price'), 0),
  retail_price: v.optional(cents('the retail price'), 0),
  weight_grams: v.optional(
    v.pipe(
      v.number('Please enter the weight in grams'),
      v.safeInteger('Please enter the weight in whole grams'),
      v.minValue(0, 'The weight cannot be negative'),
    ),
    0,
  ),
  tax_percent: v.optional(TaxPercentSchema, 10),
  images: v.pipe(
    v.optional(v.array(ImageUrlSchema, 'Please enter images as a list'), []),
    v.maxLength(10, 'A product may have at most 10 images'),
  ),
  option_names: v.pipe(
    v.optional(v.array(v.pipe(v.string(), v.trim(), v.maxLength(50, 'Please keep option names short'))), []),
    v.maxLength(MAX_OPTIONS, `A product has at most ${MAX_OPTIONS} options`),
  ),
  items: v.pipe(
    v.optional(v.array(ItemPayloadSchema, 'Please send the items as a list'), []),
    v.maxLength(MAX_ITEMS_PER_PRODUCT, `A product may have at most ${MAX_ITEMS_PER_PRODUCT} items`),
  ),
  /** The company's custom fields for products (/admin/custom-fields), by field key; left out: kept as they are. */
  custom: v.optional(CustomValuesSchema),
}

function itemsAreDistinct(product: { items: ItemPayload[]; option_names: string[] }): boolean {
  const keys = product.items.map((item) =>
    [item.option1, item.option2, item.option3].join('\u0000').toLowerCase(),
  )
  return new Set(keys).size === keys.length
}

function itemsUseOptions(product: { items: ItemPayload[]; option_names: string[] }): boolean {
  const count = product.option_names.length
  return product.items.every((item) =>
    [item.option1, item.option2, item.option3].every((value, index) =>
      index < count ? value !== '' : value === '',
    ),
  )
}

/**
 * POST /api/proxy/products.json and PUT /api/proxy/product/{id}.json: the whole product. Items are the full
 * list (none: one item without options); on PUT, items left out are deleted. Prices are cents.
 */
const ProductObjectSchema = v.object(productFields)
type ProductFields = v.InferOutput<typeof ProductObjectSchema>

export const ProductPayloadSchema = v.pipe(
  ProductObjectSchema,
  // Both refusals concern the items: they name the field `items`, which the product screen shows under its items.
  v.forward(
    v.check(
      (product: ProductFields) => itemsUseOptions(product),
      'Every item needs a value for each option, and none for options the product lacks',
    ),
    ['items'],
  ),
  v.forward(
    v.check((product: ProductFields) => itemsAreDistinct(product), 'Two items have the same options'),
    ['items'],
  ),
)
export type ProductPayload = v.InferOutput<typeof ProductPayloadSchema>

/** GET /api/proxy/products.json in back-office mode (with `page`): search, filters, paging. */
export const ProductListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Please shorten the search')), ''),
  type: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  vendor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  tag: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  view: v.optional(v.picklist(['', 'standard', 'gift_card'] as const, 'Please choose a view'), ''),
  limit: v.optional(wholeNumber('limit', 1, 250), '50'),
  page: v.optional(wholeNumber('page', 1, 1_000_000), '1'),
})
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>

/** A whole number in a query string. */
export function wholeNumber(label: string, min: number, max: number) {
  const message = `Please give ${label} as a whole number from ${min} to ${max}`
  return v.pipe(
    v.string(),
    v.regex(/^\d{1,15}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  )
}

/** An option template: named options with values to start a product from (spec 2 /product/option-templates). */
export const OptionTemplatePayloadSchema = v.object({
  name: requiredText('a template name'),
  options: v.pipe(
    v.array(
      v.object({
        name: requiredText('an option name', 50),
        values: v.pipe(
          v.array(v.pipe(v.string('Please enter option values as text'), v.trim(), v.maxLength(100))),
          v.transform((values) => values.filter((value) => value !== '')),
          v.minLength(1, 'Every option needs at least one value'),
          v.maxLength(100, 'An option may have at most 100 values'),
        ),
      }),
      'Please send the options as a list',
    ),
    v.minLength(1, 'A template needs at least one option'),
    v.maxLength(MAX_OPTIONS, `A template has at most ${MAX_OPTIONS} options`),
  ),
})
export type OptionTemplatePayload = v.InferOutput<typeof OptionTemplatePayloadSchema>

const OptionalDateSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string('Please enter dates as ISO dates'),
      v.trim(),
      v.transform((value) => (value === '' || value.startsWith('0001-01-01') ? null : value)),
      v.nullable(
        v.pipe(
          v.string(),
          v.check((value) => !Number.isNaN(Date.parse(value)), 'Please enter a valid date'),
          v.transform((value) => new Date(value).toISOString()),
        ),
      ),
    ),
  ),
  null,
)

const CurrencySchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, 'A currency is a 3-letter code such as AUD'),
  ),
)

function datesInOrder(value: { start_date: string | null; end_date: string | null }): boolean {
  return !value.start_date || !value.end_date || value.start_date < value.end_date
}
const DATES_ORDER = 'The end date must be after the start date'

/** POST /api/proxy/pricelists.json, PUT /api/proxy/pricelist/{id}.json. */
export const PriceListPayloadSchema = v.pipe(
  v.object({
    name: requiredText('a price list name'),
    start_date: OptionalDateSchema,
    end_date: OptionalDateSchema,
    currency: CurrencySchema,
    tags: TagListSchema,
  }),
  v.forward(
    v.check((value) => datesInOrder(value), DATES_ORDER),
    ['end_date'],
  ),
)
export type PriceListPayload = v.InferOutput<typeof PriceListPayloadSchema>

/** POST /api/proxy/pricelist/{id}/import.json: the CSV file's text. */
export const PriceImportPayloadSchema = v.object({
  csv: v.pipe(
    v.string('Please attach the CSV file'),
    v.nonEmpty('The CSV file is empty'),
    v.maxLength(10_000_000, 'Please keep the file under 10 MB'),
  ),
})

/** POST /api/proxy/prices.json, PUT /api/proxy/price/{id}.json: a price of a product or of one item. */
export const PricePayloadSchema = v.pipe(
  v.object({
    product_id: v.optional(v.nullable(idSchema('a product')), null),
    item_id: v.optional(v.nullable(idSchema('an item')), null),
    price_list_id: v.optional(v.nullable(idSchema('a price list')), null),
    start_date: OptionalDateSchema,
    end_date: OptionalDateSchema,
    currency: CurrencySchema,
    price: cents('the price'),
    tags: TagListSchema,
  }),
  v.forward(
    v.check(
      (value) => value.product_id !== null || value.item_id !== null,
      'Please choose a product or an item',
    ),
    ['product_id'],
  ),
  v.forward(
    v.check((value) => datesInOrder(value), DATES_ORDER),
    ['end_date'],
  ),
)
export type PricePayload = v.InferOutput<typeof PricePayloadSchema>

/** Sales staff status (spec 4): active, or terminated (and reinstated back to active). */
export const STAFF_STATUSES = { active: 'active', terminated: 'terminated' } as const
export type StaffStatus = keyof typeof STAFF_STATUSES

/** POST /api/proxy/staff.json, PUT /api/proxy/staff/{id}.json (spec 3, "Sales person"). */
export const StaffPayloadSchema = v.object({
  title: optionalText('the title', 50),
  first_name: requiredText('a first name'),
  middle_name: optionalText('the middle name', 100),
  last_name: optionalText('the last name', 100),
  display_name: optionalText('the display name', 100),
  email: v.optional(v.union([v.literal(''), EmailSchema], 'Please enter a valid email address'), ''),
  pos_code: v.optional(
    v.pipe(
      v.string('Please enter the POS code as text'),
      v.trim(),
      v.regex(/^[0-9A-Za-z]{0,20}$/, 'A POS code holds letters and digits only (at most 20)'),
    ),
    '',
  ),
  unlinked_returns: v.optional(v.boolean('Please choose whether unlinked returns are allowed'), false),
  tags: TagListSchema,
  custom: v.optional(CustomValuesSchema),
})
export type StaffPayload = v.InferOutput<typeof StaffPayloadSchema>

/** GET /api/proxy/staff.json. */
export const StaffListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Please shorten the search')), ''),
  status: v.optional(
    v.picklist(['', 'active', 'terminated'] as const, 'Please choose a status: active or terminated'),
    '',
  ),
  limit: v.optional(wholeNumber('limit', 1, 250), '50'),
  page: v.optional(wholeNumber('page', 1, 1_000_000), '1'),
})

/** POST /api/proxy/customscripts.json (spec 3 custom_script). */
export const CustomScriptPayloadSchema = v.object({
  scope: requiredText('a scope', 100),
  script: v.pipe(
    v.string('Please enter the script'),
    v.maxLength(200_000, 'Please keep the script under 200 KB'),
  ),
})
export type CustomScriptPayload = v.InferOutput<typeof CustomScriptPayloadSchema>

/** The register's sync query (spec 7): limit up to 250, since_id, updated_min, sort_field=id. */
export const CatalogSyncQuerySchema = v.object({
  limit: v.optional(wholeNumber('limit', 1, 250), '250'),
  since_id: v.optional(wholeNumber('since_id', 0, Number.MAX_SAFE_INTEGER), '0'),
  updated_min: OptionalDateSchema,
  sort_field: v.optional(v.picklist(['id'] as const, 'Only sort_field=id is supported'), 'id'),
  active: v.optional(v.picklist(['0', '1'] as const, 'Please give active as 0 or 1'), '0'),
})
export type CatalogSyncQuery = v.InferOutput<typeof CatalogSyncQuerySchema>

/** The deleted-record query (spec 7): deleted_min, plus the same paging. */
export const DeletedQuerySchema = v.object({
  deleted_min: OptionalDateSchema,
  limit: v.optional(wholeNumber('limit', 1, 10_000), '10000'),
  since_id: v.optional(wholeNumber('since_id', 0, Number.MAX_SAFE_INTEGER), '0'),
})
