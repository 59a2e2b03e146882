import {
  type ProductPayload,
  ProductPayloadSchema,
  type StaffPayload,
  StaffPayloadSchema,
} from '../catalog-admin/payloads.ts'
import { parseMoneyText } from '../catalog-admin/prices.ts'
import { type CustomerCreatePayload, CustomerCreatePayloadSchema } from '../customers-admin/customers.ts'
import { bankDetailsProblem } from '../purchasing/bank-details.ts'
import { supplierResource } from '../purchasing/supplier-resource.ts'
import type { CreateOf } from '../resource/declaration.ts'
import { parseWith } from '../schemas/parse.ts'
import type { ImportKind, ImportMapping } from './import-kinds.ts'

/** A row of the file that will not be imported, and why (line numbers count from 1 as in the file). */
export type RowError = { line: number; reason: string }

export type ProductImport = { lines: number[]; product: ProductPayload & { style: string } }
export type CustomerImport = { line: number; customer: CustomerCreatePayload }
export type StaffImport = { line: number; staff: StaffPayload & { pos_code: string } }
/**
 * A supplier row: the supplier as its create payload (the tax rate left to the writer, which finds it by `tax_rate`,
 * its name), and the fields the row sets (`sets`): the file's columns, less the empty cells of payment terms,
 * currency and tax rate, which keep the supplier's value. A field whose column is not in the file is never changed.
 */
export type SupplierImport = {
  line: number
  supplier: CreateOf<typeof supplierResource>
  tax_rate: string
  sets: string[]
}
export type StockImport = { line: number; sku: string; warehouse: string; quantity: number }
export type PriceImport = { line: number; code: string; price: number }

export type ImportPlan =
  | { kind: 'products'; rows: ProductImport[]; errors: RowError[]; count: number }
  | { kind: 'customers'; rows: CustomerImport[]; errors: RowError[]; count: number }
  | { kind: 'staff'; rows: StaffImport[]; errors: RowError[]; count: number }
  | { kind: 'suppliers'; rows: SupplierImport[]; errors: RowError[]; count: number }
  | { kind: 'stock'; rows: StockImport[]; errors: RowError[]; count: number }
  | { kind: 'prices'; rows: PriceImport[]; errors: RowError[]; count: number }

/** The largest file we take in one import (the benchmark's 100,000 products). */
export const MAX_IMPORT_ROWS = 200_000

type Cells = (key: string) => string

function cellsOf(record: readonly string[], mapping: ImportMapping): Cells {
  return (key) => {
    const at = mapping[key] ?? -1
    return at >= 0 ? (record[at] ?? '').trim() : ''
  }
}

const TRUE = new Set(['y', 'yes', 'true', '1', 'subscribed', 'x'])
const FALSE = new Set(['', 'n', 'no', 'false', '0', 'unsubscribed'])

function yesNo(text: string, label: string): boolean | string {
  const value = text.toLowerCase()
  if (TRUE.has(value)) return true
  if (FALSE.has(value)) return false
  return `${label} must be yes or no, not "${text}"`
}

function firstIssue(error: { issues: readonly { path: string; message: string }[]; message: string }) {
  const issue = error.issues[0]
  if (!issue) return error.message
  return issue.path && !issue.path.includes('.') ? `${issue.path}: ${issue.message}` : issue.message
}

function tagsOf(text: string): string[] {
  return text
    .split(/[;,]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
}

function money(text: string, label: string): number | undefined | string {
  if (text === '') return undefined
  const cents = parseMoneyText(text)
  return cents === undefined ? `${label} "${text}" is not an amount (write it like 12.50)` : cents
}

/**
 * Products: one row per item, rows of one style form one product (its fields come from the style's first row).
 * A row is refused for its own faults (no name, a bad price, a SKU already on an earlier line); a product the core
 * schema refuses has every row of it listed with the reason.
 */
function planProducts(records: readonly (readonly string[])[], mapping: ImportMapping, firstLine: number) {
  const errors: RowError[] = []
  const groups = new Map<string, { lines: number[]; cells: Cells[] }>()
  const skus = new Map<string, number>()
  const barcodes = new Map<string, number>()
  for (const [index, record] of records.entries()) {
    const line = firstLine + index
    const cell = cellsOf(record, mapping)
    const sku = cell('sku')
    if (sku === '') {
      errors.push({ line, reason: 'The SKU is empty' })
      continue
    }
    if (cell('name') === '') {
      errors.push({ line, reason: 'The name is empty' })
      continue
    }
    const badMoney = [money(cell('price'), 'The price'), money(cell('cost'), 'The cost')].find(
      (value) => typeof value === 'string',
    )
    if (typeof badMoney === 'string') {
      errors.push({ line, reason: badMoney })
      continue
    }
    const tax = cell('tax_percent').replace(/%$/, '')
    if (tax !== '' && !/^\d{1,3}(\.\d{1,4})?$/.test(tax)) {
      errors.push({ line, reason: `The tax rate "${cell('tax_percent')}" is not a percentage` })
      continue
    }
    const earlier = skus.get(sku.toLowerCase())
    if (earlier !== undefined) {
      errors.push({ line, reason: `SKU ${sku} is already on line ${earlier}` })
      continue
    }
    const barcode = cell('barcode')
    const barcodeLine = barcode === '' ? undefined : barcodes.get(barcode)
    if (barcodeLine !== undefined) {
      errors.push({ line, reason: `Barcode ${barcode} is already on line ${barcodeLine}` })
      continue
    }
    if (barcode !== '') barcodes.set(barcode, line)
    skus.set(sku.toLowerCase(), line)
    const style = cell('style') || sku
    const group = groups.get(style.toLowerCase()) ?? { lines: [], cells: [] }
    group.lines.push(line)
    group.cells.push(cell)
    groups.set(style.toLowerCase(), group)
  }
  const rows: ProductImport[] = []
  for (const group of groups.values()) {
    const first = group.cells[0] as Cells
    const optionNames = [1, 2, 3]
      .map(
        (n) =>
          first(`option${n}_name`) || (group.cells.some((c) => c(`option${n}`) !== '') ? `Option ${n}` : ''),
      )
      .filter((name, index, all) => name !== '' && all.slice(0, index).every((n) => n !== ''))
    const tax = first('tax_percent').replace(/%$/, '')
    const payload = {
      style: first('style') || first('sku'),
      name: first('name'),
      vendor: first('vendor'),
      type: first('type'),
      description: first('description'),
      tags: tagsOf(first('tags')),
      retail_price: (money(first('price'), '') as number | undefined) ?? 0,
      cost_price: (money(first('cost'), '') as number | undefined) ?? 0,
      ...(tax !== '' ? { tax_percent: Number(tax) } : {}),
      option_names: optionNames,
      items: group.cells.map((c) => ({
        sku: c('sku'),
        barcode: c('barcode'),
        option1: optionNames.length >= 1 ? c('option1') : '',
        option2: optionNames.length >= 2 ? c('option2') : '',
        option3: optionNames.length >= 3 ? c('option3') : '',
      })),
    }
    const parsed = parseWith(ProductPayloadSchema, payload)
    if (!parsed.ok) {
      const reason = firstIssue(parsed.error)
      for (const line of group.lines) errors.push({ line, reason })
    } else rows.push({ lines: group.lines, product: { ...parsed.value, style: payload.style } })
  }
  return { rows, errors }
}

function planCustomers(records: readonly (readonly string[])[], mapping: ImportMapping, firstLine: number) {
  const errors: RowError[] = []
  const rows: CustomerImport[] = []
  const keys = new Map<string, number>()
  for (const [index, record] of records.entries()) {
    const line = firstLine + index
    const cell = cellsOf(record, mapping)
    const email = yesNo(cell('email_subscriber'), 'Email subscriber')
    const sms = yesNo(cell('sms_subscriber'), 'SMS subscriber')
    if (typeof email === 'string') {
      errors.push({ line, reason: email })
      continue
    }
    if (typeof sms === 'string') {
      errors.push({ line, reason: sms })
      continue
    }
    const parsed = parseWith(CustomerCreatePayloadSchema, {
      first_name: cell('first_name'),
      last_name: cell('last_name'),
      email: cell('email'),
      phone: cell('phone'),
      birth_date: cell('birth_date'),
      email_subscriber: email,
      sms_subscriber: sms,
      tags: tagsOf(cell('tags')),
    })
    if (!parsed.ok) {
      errors.push({ line, reason: firstIssue(parsed.error) })
      continue
    }
    const key = parsed.value.email || parsed.value.phone
    if (key === '') {
      errors.push({ line, reason: 'A customer needs an email or a phone number' })
      continue
    }
    const earlier = keys.get(key)
    if (earlier !== undefined) {
      errors.push({ line, reason: `${key} is already on line ${earlier}` })
      continue
    }
    keys.set(key, line)
    rows.push({ line, customer: parsed.value })
  }
  return { rows, errors }
}

function planStaff(records: readonly (readonly string[])[], mapping: ImportMapping, firstLine: number) {
  const errors: RowError[] = []
  const rows: StaffImport[] = []
  const codes = new Map<string, number>()
  for (const [index, record] of records.entries()) {
    const line = firstLine + index
    const cell = cellsOf(record, mapping)
    const parsed = parseWith(StaffPayloadSchema, {
      pos_code: cell('pos_code'),
      first_name: cell('first_name'),
      last_name: cell('last_name'),
      display_name: cell('display_name'),
      email: cell('email'),
      title: cell('title'),
    })
    if (!parsed.ok) {
      errors.push({ line, reason: firstIssue(parsed.error) })
      continue
    }
    const code = parsed.value.pos_code
    if (code === '') {
      errors.push({ line, reason: 'The POS code is empty' })
      continue
    }
    const earlier = codes.get(code.toLowerCase())
    if (earlier !== undefined) {
      errors.push({ line, reason: `POS code ${code} is already on line ${earlier}` })
      continue
    }
    codes.set(code.toLowerCase(), line)
    rows.push({ line, staff: { ...parsed.value, pos_code: code } })
  }
  return { rows, errors }
}

/** The supplier fields whose empty cell keeps the supplier's value (a new one gets the default). */
const KEPT_WHEN_EMPTY = new Set(['payment_terms_days', 'currency', 'tax_rate'])

/**
 * Suppliers, one a row, keyed by name (case aside: the unique name of a company's suppliers): each row checked by
 * the supplier screen's schema and bank details rule; a name already on an earlier line is refused.
 */
function planSuppliers(records: readonly (readonly string[])[], mapping: ImportMapping, firstLine: number) {
  const errors: RowError[] = []
  const rows: SupplierImport[] = []
  const names = new Map<string, number>()
  const mapped = Object.keys(mapping).filter((key) => (mapping[key] ?? -1) >= 0)
  for (const [index, record] of records.entries()) {
    const line = firstLine + index
    const cell = cellsOf(record, mapping)
    const terms = cell('payment_terms_days')
    if (terms !== '' && !/^\d{1,4}$/.test(terms)) {
      errors.push({ line, reason: `The payment terms "${terms}" are not a whole number of days` })
      continue
    }
    const sets = mapped.filter((key) => !(KEPT_WHEN_EMPTY.has(key) && cell(key) === ''))
    const parsed = parseWith(supplierResource.create, {
      name: cell('name'),
      contact_name: cell('contact_name'),
      email: cell('email'),
      phone: cell('phone'),
      bank_account_name: cell('bank_account_name'),
      bsb: cell('bsb'),
      account_number: cell('account_number'),
      ...(terms !== '' ? { payment_terms_days: Number(terms) } : {}),
      currency: cell('currency'),
      tags: tagsOf(cell('tags')),
    })
    if (!parsed.ok) {
      errors.push({ line, reason: parsed.error.issues[0]?.message ?? parsed.error.message })
      continue
    }
    const bank = bankDetailsProblem(parsed.value.bsb, parsed.value.account_number)
    if (bank) {
      errors.push({ line, reason: bank.message })
      continue
    }
    const key = parsed.value.name.toLowerCase()
    const earlier = names.get(key)
    if (earlier !== undefined) {
      errors.push({ line, reason: `The supplier ${parsed.value.name} is already on line ${earlier}` })
      continue
    }
    names.set(key, line)
    rows.push({ line, supplier: parsed.value, tax_rate: cell('tax_rate'), sets })
  }
  return { rows, errors }
}

const MAX_QUANTITY = 10_000_000

function planStock(records: readonly (readonly string[])[], mapping: ImportMapping, firstLine: number) {
  const errors: RowError[] = []
  const rows: StockImport[] = []
  const seen = new Map<string, number>()
  for (const [index, record] of records.entries()) {
    const line = firstLine + index
    const cell = cellsOf(record, mapping)
    const sku = cell('sku')
    const warehouse = cell('warehouse')
    const text = cell('quantity')
    if (sku === '') {
      errors.push({ line, reason: 'The SKU is empty' })
      continue
    }
    if (warehouse === '') {
      errors.push({ line, reason: 'The warehouse is empty' })
      continue
    }
    if (!/^-?\d{1,8}$/.test(text) || Math.abs(Number(text)) > MAX_QUANTITY) {
      errors.push({ line, reason: `The quantity "${text}" is not a whole number` })
      continue
    }
    const key = `${sku.toLowerCase()}\u0000${warehouse.toLowerCase()}`
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      errors.push({ line, reason: `${sku} in ${warehouse} is already on line ${earlier}` })
      continue
    }
    seen.set(key, line)
    rows.push({ line, sku, warehouse, quantity: Number(text) })
  }
  return { rows, errors }
}

function planPrices(records: readonly (readonly string[])[], mapping: ImportMapping, firstLine: number) {
  const errors: RowError[] = []
  const rows: PriceImport[] = []
  const seen = new Map<string, number>()
  for (const [index, record] of records.entries()) {
    const line = firstLine + index
    const cell = cellsOf(record, mapping)
    const code = cell('code')
    if (code === '') {
      errors.push({ line, reason: 'The style or SKU is empty' })
      continue
    }
    const price = money(cell('price'), 'The price')
    if (price === undefined) {
      errors.push({ line, reason: 'The price is empty' })
      continue
    }
    if (typeof price === 'string') {
      errors.push({ line, reason: price })
      continue
    }
    const earlier = seen.get(code.toLowerCase())
    if (earlier !== undefined) {
      errors.push({ line, reason: `${code} is already on line ${earlier}` })
      continue
    }
    seen.set(code.toLowerCase(), line)
    rows.push({ line, code, price })
  }
  return { rows, errors }
}

/**
 * Checks the rows of a file (without its header; the first row is line `firstLine`) against the core schema of
 * their kind. Blank rows are skipped. The dry run shows `errors`; the import writes `rows` and skips the rest.
 */
export function planImport(
  kind: ImportKind,
  mapping: ImportMapping,
  records: readonly (readonly string[])[],
  firstLine = 2,
): ImportPlan {
  const kept: (readonly string[])[] = []
  const lines: number[] = []
  for (const [index, record] of records.entries()) {
    if (record.some((cell) => cell.trim() !== '')) {
      kept.push(record)
      lines.push(firstLine + index)
    }
  }
  // Blank rows were dropped: map each kept row's position back to its line in the file.
  const relined = <T extends { errors: RowError[] }>(plan: T): T => {
    const fix = (position: number) => lines[position - firstLine] ?? position
    for (const error of plan.errors) error.line = fix(error.line)
    return plan
  }
  const count = kept.length
  switch (kind) {
    case 'products': {
      const plan = relined(planProducts(kept, mapping, firstLine))
      for (const row of plan.rows) row.lines = row.lines.map((l) => lines[l - firstLine] ?? l)
      return { kind, ...plan, count }
    }
    case 'customers': {
      const plan = relined(planCustomers(kept, mapping, firstLine))
      for (const row of plan.rows) row.line = lines[row.line - firstLine] ?? row.line
      return { kind, ...plan, count }
    }
    case 'staff': {
      const plan = relined(planStaff(kept, mapping, firstLine))
      for (const row of plan.rows) row.line = lines[row.line - firstLine] ?? row.line
      return { kind, ...plan, count }
    }
    case 'suppliers': {
      const plan = relined(planSuppliers(kept, mapping, firstLine))
      for (const row of plan.rows) row.line = lines[row.line - firstLine] ?? row.line
      return { kind, ...plan, count }
    }
    case 'stock': {
      const plan = relined(planStock(kept, mapping, firstLine))
      for (const row of plan.rows) row.line = lines[row.line - firstLine] ?? row.line
      return { kind, ...plan, count }
    }
    case 'prices': {
      const plan = relined(planPrices(kept, mapping, firstLine))
      for (const row of plan.rows) row.line = lines[row.line - firstLine] ?? row.line
      return { kind, ...plan, count }
    }
  }
}
