import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { refusal } from '../resource/refusal.ts'
import { ACCOUNT_TYPES } from './accounts.ts'
import { TAX_TYPE_KEYS, TAX_TYPES } from './tax-rates.ts'

const Name = (what: string) =>
  v.pipe(
    v.string(`Expected a ${what} name`),
    v.trim(),
    v.minLength(1, `A ${what} needs a name`),
    v.maxLength(150),
  )
const Flag = v.optional(v.boolean(), false)
const ARCHIVED_FILTER = {
  key: 'archived',
  label: 'Status',
  type: 'boolean' as const,
  options: [
    { value: 'false', label: 'Active' },
    { value: 'true', label: 'Archived' },
  ],
}

const AccountBody = v.object({
  code: v.pipe(
    v.string('Expected an account number'),
    v.trim(),
    v.minLength(1, 'An account needs a number'),
    v.maxLength(10, 'An account number is at most 10 characters'),
  ),
  name: Name('account'),
  type: v.picklist(ACCOUNT_TYPES, `An account type is one of ${ACCOUNT_TYPES.join(', ')}`),
  tax_rate_id: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger())), null),
  description: v.optional(v.string(), ''),
  cost_of_sales: Flag,
  bank_account_name: v.optional(v.string(), ''),
  bank_bsb: v.optional(v.pipe(v.string(), v.regex(/^(\d{3}-?\d{3})?$/, 'A BSB is 6 digits')), ''),
  bank_account_number: v.optional(
    v.pipe(v.string(), v.regex(/^\d{0,9}$/, 'An account number is up to 9 digits')),
    '',
  ),
})

/**
 * The chart of accounts (spec 2 accounts/chart-of-accounts, new/account, new/bank; spec 9 account types). An
 * account the postings name by role (Sales, GST, Rounding...) keeps its type and cannot be archived.
 */
export const accountResource = defineResource({
  name: 'account',
  plural: 'accounts',
  table: 'accounts',
  label: { one: 'Account', many: 'Chart of Accounts' },
  path: '/accounts/chart-of-accounts',
  rights: { view: 'accounts', edit: 'accounts' },
  row: recordRow({
    code: v.string(),
    name: v.string(),
    type: v.picklist(ACCOUNT_TYPES),
    role: v.nullable(v.string()),
    tax_rate_id: v.nullable(v.number()),
    description: v.string(),
    cost_of_sales: v.boolean(),
    bank_account_name: v.string(),
    bank_bsb: v.string(),
    bank_account_number: v.string(),
    archived: v.boolean(),
  }),
  create: AccountBody,
  example: { code: '1-9999', name: 'Petty float', type: 'Asset' },
  fields: [
    { key: 'code', label: 'Code', kind: 'text', section: 'Details' },
    { key: 'name', label: 'Name', kind: 'text', section: 'Details' },
    {
      key: 'type',
      label: 'Account Type',
      kind: 'select',
      section: 'Details',
      options: ACCOUNT_TYPES.map((type) => ({ value: type, label: type })),
    },
    { key: 'tax_rate_id', label: 'Tax Rate', kind: 'reference', reference: 'taxrates', section: 'Details' },
    { key: 'description', label: 'Description', kind: 'textarea', section: 'Details', wide: true },
    { key: 'cost_of_sales', label: 'Cost of sales (above gross profit)', kind: 'switch', section: 'Details' },
    { key: 'bank_account_name', label: 'Bank Account Name', kind: 'text', section: 'Bank' },
    { key: 'bank_bsb', label: 'BSB', kind: 'text', section: 'Bank' },
    { key: 'bank_account_number', label: 'Account Number', kind: 'text', section: 'Bank' },
  ],
  columns: [
    { key: 'code', header: 'Code', sortable: true },
    { key: 'name', header: 'Name', sortable: true },
    { key: 'type', header: 'Type', sortable: true },
    { key: 'archived', header: 'Status', format: 'boolean', words: ['Archived', 'Active'] },
  ],
  search: ['code', 'name'],
  filters: [
    {
      key: 'type',
      label: 'Type',
      options: ACCOUNT_TYPES.map((type) => ({ value: type, label: type })),
    },
    ARCHIVED_FILTER,
  ],
  sort: ['code', 'name', 'type'],
  remove: 'archive',
  unique: { message: 'An account with this number already exists', field: 'code' },
  check: (next, current) =>
    current?.role && current.type !== next.type
      ? refusal('system_account', `${current.name} is a system account: it keeps its type`, 'type')
      : undefined,
})

/** Cost centres (spec 2 accounts/cost-centres): a name and a code that journal lines and reports filter by. */
export const costCentreResource = defineResource({
  name: 'costcentre',
  plural: 'costcentres',
  table: 'cost_centres',
  label: { one: 'Cost Centre', many: 'Cost Centres' },
  path: '/accounts/cost-centres',
  rights: { view: 'accounts', edit: 'accounts' },
  row: recordRow({
    name: v.string(),
    code: v.string(),
    archived: v.boolean(),
  }),
  create: v.object({
    name: Name('cost centre'),
    code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
  }),
  example: { name: 'Sydney store', code: 'SYD' },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'code', label: 'Code', kind: 'text' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'code', header: 'Code', sortable: true },
    { key: 'archived', header: 'Status', format: 'boolean', words: ['Archived', 'Active'] },
  ],
  search: ['name', 'code'],
  filters: [ARCHIVED_FILTER],
  sort: ['name', 'code'],
  remove: 'archive',
  unique: 'A cost centre with this name already exists',
})

/** A BAS type in words, with the labels it lands on (the edit screen's choices and the list's cells). */
const TAX_TYPE_OPTIONS = TAX_TYPE_KEYS.map((type) => ({
  value: type,
  label: `${TAX_TYPES[type].name} (${TAX_TYPES[type].labels.join(', ') || 'not on the BAS'})`,
}))

/**
 * Tax rates (spec 2 accounts/tax-rates): a name, a percentage and the BAS type that decides where its lines land
 * on the BAS (GST on Income to G1 and 1A, GST Free to G3, Input Taxed, BAS Excluded nowhere...).
 */
export const taxRateResource = defineResource({
  name: 'taxrate',
  plural: 'taxrates',
  table: 'tax_rates',
  label: { one: 'Tax Rate', many: 'Tax Rates' },
  path: '/accounts/tax-rates',
  rights: { view: 'accounts', edit: 'accounts' },
  row: recordRow({
    name: v.string(),
    tax_type: v.picklist(TAX_TYPE_KEYS),
    percent: v.number(),
    archived: v.boolean(),
  }),
  create: v.object({
    name: Name('tax rate'),
    tax_type: v.picklist(TAX_TYPE_KEYS, 'Choose a BAS type'),
    percent: v.pipe(
      v.number('Expected a percentage'),
      v.minValue(0, 'A tax rate cannot be negative'),
      v.maxValue(100, 'A tax rate cannot be over 100'),
    ),
  }),
  example: { name: 'GST on imports', tax_type: 'INPUT', percent: 10 },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'percent', label: 'Rate', kind: 'percent' },
    {
      key: 'tax_type',
      label: 'BAS Type',
      kind: 'select',
      options: TAX_TYPE_OPTIONS,
    },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'percent', header: 'Rate', format: 'percent' },
    // The BAS type's words, as the edit screen offers them (the code, INPUT or EXEMPTCAPITAL, stays in the CSV).
    { key: 'tax_type', header: 'BAS Type', options: TAX_TYPE_OPTIONS },
    { key: 'archived', header: 'Status', format: 'boolean', words: ['Archived', 'Active'] },
  ],
  search: ['name'],
  filters: [ARCHIVED_FILTER],
  sort: ['name'],
  remove: 'archive',
  unique: 'A tax rate with this name already exists',
})
