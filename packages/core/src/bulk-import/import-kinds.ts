import * as v from 'valibot'

/**
 * Bulk import (spec 2 /admin/import): what each kind of file holds. Each field has the header names it is
 * recognised by, so a file from another system maps itself; the user changes the mapping where it guessed wrong.
 * The key field is how a second run finds the record it made the first time (no duplicates).
 */
export const IMPORT_KINDS = ['products', 'customers', 'staff', 'suppliers', 'stock', 'prices'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

export type ImportField = { key: string; label: string; required: boolean; aliases: readonly string[] }

const f = (key: string, label: string, required: boolean, ...aliases: string[]): ImportField => ({
  key,
  label,
  required,
  aliases: [key, label.toLowerCase(), ...aliases],
})

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  products: [
    f('style', 'Style', false, 'style code', 'product code', 'handle'),
    f('name', 'Name', true, 'product name', 'title'),
    f('sku', 'SKU', true, 'item sku', 'variant sku'),
    f('barcode', 'Barcode', false, 'ean', 'upc', 'gtin'),
    f('option1_name', 'Option 1 name', false),
    f('option1', 'Option 1', false, 'option1 value', 'size'),
    f('option2_name', 'Option 2 name', false),
    f('option2', 'Option 2', false, 'option2 value', 'colour', 'color'),
    f('option3_name', 'Option 3 name', false),
    f('option3', 'Option 3', false, 'option3 value'),
    f('price', 'Price', false, 'retail price', 'retail'),
    f('cost', 'Cost', false, 'cost price'),
    f('tax_percent', 'Tax %', false, 'tax', 'tax rate'),
    f('vendor', 'Vendor', false, 'brand', 'supplier'),
    f('type', 'Type', false, 'product type', 'category'),
    f('tags', 'Tags', false),
    f('description', 'Description', false, 'body'),
  ],
  customers: [
    f('first_name', 'First name', false, 'firstname', 'given name'),
    f('last_name', 'Last name', false, 'lastname', 'surname', 'family name'),
    f('email', 'Email', false, 'email address', 'e-mail'),
    f('phone', 'Phone', false, 'mobile', 'phone number'),
    f('birth_date', 'Birth date', false, 'birthday', 'dob', 'date of birth'),
    f('email_subscriber', 'Email subscriber', false, 'accepts email', 'email marketing'),
    f('sms_subscriber', 'SMS subscriber', false, 'accepts sms', 'sms marketing'),
    f('tags', 'Tags', false),
  ],
  staff: [
    f('pos_code', 'POS code', true, 'code', 'staff code'),
    f('first_name', 'First name', true, 'firstname'),
    f('last_name', 'Last name', false, 'lastname', 'surname'),
    f('display_name', 'Display name', false, 'nickname'),
    f('email', 'Email', false, 'email address'),
    f('title', 'Title', false),
  ],
  // The supplier's fields (spec 3 "Supplier"), headed as the supplier screen labels them.
  suppliers: [
    f('name', 'Name', true, 'supplier', 'supplier name', 'company'),
    f('contact_name', 'Contact', false, 'contact name'),
    f('email', 'Email', false, 'email address', 'e-mail'),
    f('phone', 'Phone', false, 'phone number'),
    f('bank_account_name', 'Bank Account Name', false, 'account name'),
    f('bsb', 'BSB', false, 'bsb prefix', 'bsb number'),
    f('account_number', 'Account Number', false, 'bank account number', 'account no'),
    f('payment_terms_days', 'Payment Terms (days)', false, 'payment terms days', 'payment terms', 'terms'),
    f('currency', 'Currency', false),
    f('tax_rate', 'Tax Rate', false, 'tax'),
    f('tags', 'Tags', false),
  ],
  stock: [
    f('sku', 'SKU', true, 'item sku'),
    f('warehouse', 'Warehouse', true, 'store', 'location'),
    f('quantity', 'Quantity', true, 'qty', 'on hand', 'stock'),
  ],
  prices: [f('code', 'Style or SKU', true, 'style', 'sku'), f('price', 'Price', true)],
}

/** What identifies a record again on a second run, per kind (for the screen's explanation). */
export const IMPORT_KEYS: Record<ImportKind, string> = {
  products: 'style and SKU',
  customers: 'email, or phone when there is no email',
  staff: 'POS code',
  suppliers: 'name (case aside); a column not in the file keeps the supplier’s value',
  stock: 'SKU and warehouse (the quantity is set, not added)',
  prices: 'style or SKU in the chosen price list',
}

/** Column index per field key; -1 when the field is not in the file. */
export type ImportMapping = Record<string, number>

const norm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')

/** The mapping a header suggests: each field takes the first column whose name is one of its aliases. */
export function suggestMapping(kind: ImportKind, header: readonly string[]): ImportMapping {
  const names = header.map(norm)
  const used = new Set<number>()
  const mapping: ImportMapping = {}
  for (const field of IMPORT_FIELDS[kind]) {
    const aliases = field.aliases.map(norm)
    const at = names.findIndex((name, index) => !used.has(index) && aliases.includes(name))
    mapping[field.key] = at
    if (at >= 0) used.add(at)
  }
  return mapping
}

/** Why a mapping cannot be used (a required field without a column, a column out of range), or null. */
export function mappingProblem(kind: ImportKind, mapping: ImportMapping, columns: number): string | null {
  for (const field of IMPORT_FIELDS[kind]) {
    const at = mapping[field.key] ?? -1
    if (!Number.isInteger(at) || at < -1 || at >= columns)
      return `Choose a column of the file for ${field.label}`
    if (field.required && at < 0) return `Choose the column that holds ${field.label}`
  }
  if (kind === 'customers') {
    const has = (key: string) => (mapping[key] ?? -1) >= 0
    if (!has('email') && !has('phone')) return 'Choose the column that holds Email or Phone'
  }
  return null
}

/** The largest file accepted (a 100,000-product CSV is about 8 MB). */
export const MAX_IMPORT_BYTES = 40_000_000

/** The largest XLSX workbook accepted, as base64 (a workbook is zipped: it holds more rows per byte than a CSV). */
export const MAX_IMPORT_XLSX_BASE64 = Math.ceil((MAX_IMPORT_BYTES / 2 / 3) * 4)

/**
 * POST /api/proxy/imports.json: the file and what it holds; a CSV as its text (`csv`) or an XLSX workbook as
 * base64 (`xlsx`, its first sheet is read), one of the two.
 */
export const ImportUploadPayloadSchema = v.pipe(
  v.object({
    kind: v.picklist(IMPORT_KINDS, 'Choose what the file holds'),
    file_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
    csv: v.optional(
      v.pipe(
        v.string('Please attach the CSV file'),
        v.nonEmpty('The file is empty'),
        v.maxLength(MAX_IMPORT_BYTES, 'Please keep the file under 40 MB'),
      ),
    ),
    xlsx: v.optional(
      v.pipe(
        v.string('Please attach the XLSX file'),
        v.nonEmpty('The file is empty'),
        v.maxLength(MAX_IMPORT_XLSX_BASE64, 'Please keep the file under 20 MB'),
        v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The XLSX file could not be read'),
      ),
    ),
    /** Prices only: the price list the rows go into. */
    price_list_id: v.optional(
      v.nullable(
        v.pipe(v.number('Choose a price list'), v.safeInteger(), v.minValue(1), v.maxValue(2_147_483_647)),
      ),
      null,
    ),
  }),
  v.forward(
    v.check((body) => (body.csv === undefined) !== (body.xlsx === undefined), 'Please attach the CSV file'),
    ['csv'],
  ),
)

/** POST …/import/{id}/check.json and …/run.json: the column of each field (-1: not in the file). */
export const ImportMappingPayloadSchema = v.object({
  mapping: v.pipe(
    v.record(
      v.pipe(v.string(), v.maxLength(40)),
      v.pipe(v.number('Choose a column'), v.safeInteger('Choose a column'), v.minValue(-1), v.maxValue(1000)),
    ),
    v.check((mapping) => Object.keys(mapping).length <= 40, 'Too many fields'),
  ),
})
