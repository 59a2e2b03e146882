import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { PriceListPayloadSchema } from './payloads.ts'

export const PRICE_LIST_NAME_TAKEN = 'A price list with this name already exists'

/**
 * Price lists (spec 2 /sales/prices): named sets of prices with optional dates and a currency, which the
 * register applies to the customers and stores they are given to. The row answers how many prices the list holds;
 * a record's get answers its prices beside it (the server's `besides`), and its price import stays a route of its
 * own (POST /api/proxy/pricelist/{id}/import.json).
 */
export const priceListResource = defineResource({
  name: 'pricelist',
  plural: 'pricelists',
  table: 'price_lists',
  label: { one: 'Price list', many: 'Price lists' },
  path: '/sales/prices',
  rights: { view: 'sales.prices', edit: 'sales.prices' },
  row: recordRow({
    name: v.string(),
    start_date: v.nullable(v.string()),
    end_date: v.nullable(v.string()),
    currency: v.string(),
    tags: v.array(v.string()),
    price_count: v.optional(v.number()),
  }),
  create: PriceListPayloadSchema,
  example: { name: 'Winter', currency: 'AUD', tags: [] },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'start_date', label: 'Start date', kind: 'date' },
    { key: 'end_date', label: 'End date', kind: 'date' },
    { key: 'currency', label: 'Currency', kind: 'text' },
    { key: 'tags', label: 'Tags', kind: 'tags', hint: 'Separate tags with commas' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'start_date', header: 'Start date', format: 'date' },
    { key: 'end_date', header: 'End date', format: 'date' },
    { key: 'currency', header: 'Currency' },
    { key: 'price_count', header: 'Prices', format: 'number' },
  ],
  search: ['name'],
  searchPlaceholder: 'Search by name',
  sort: ['name', 'start_date', 'end_date', 'updated'],
  // The list answered 50 a page before it was a resource; the import screen's price list picker reads one page.
  pageSize: 50,
  unique: PRICE_LIST_NAME_TAKEN,
  realtime: 'prices',
  csvName: 'price-lists',
  emptyText: 'No price lists yet.',
  newTitle: 'Create price list',
})
