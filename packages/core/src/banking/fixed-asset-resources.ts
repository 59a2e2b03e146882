import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { refusal } from '../resource/refusal.ts'
import { DEPRECIATION_METHODS, DEPRECIATION_PERIODS } from './depreciation.ts'

/** The states of a fixed asset (spec 4): Active, Sold, Disposed. */
export const FIXED_ASSET_STATUSES = ['Active', 'Sold', 'Disposed'] as const
export type FixedAssetStatus = (typeof FIXED_ASSET_STATUSES)[number]

const Name = (what: string) =>
  v.pipe(
    v.string(`Expected a ${what} name`),
    v.trim(),
    v.minLength(1, `A ${what} needs a name`),
    v.maxLength(150),
  )
const AccountId = (message: string) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(1, message))
const Day = (message: string) =>
  v.pipe(
    v.string(message),
    v.isoDate(message),
    v.minValue('1900-01-01', message),
    v.maxValue('2199-12-31', message),
  )

const PERIOD_WORDS = { daily: 'Daily', monthly: 'Monthly', yearly: 'Yearly' } as const
const METHOD_WORDS = { straight_line: 'Straight line', diminishing_value: 'Diminishing value' } as const
const periodOptions = DEPRECIATION_PERIODS.map((value) => ({ value, label: PERIOD_WORDS[value] }))
const methodOptions = DEPRECIATION_METHODS.map((value) => ({ value, label: METHOD_WORDS[value] }))

/**
 * Fixed asset types (spec 3; accounts/fixed-assets/type/new and /{id}): the accounts an asset of the type
 * posts to (its cost, its accumulated depreciation, the depreciation expense), how often and by which method it
 * depreciates, its effective life in years, and whether it is written off in full on purchase.
 */
export const fixedAssetTypeResource = defineResource({
  name: 'fixedassettype',
  plural: 'fixedassettypes',
  table: 'fixed_asset_types',
  label: { one: 'Fixed Asset Type', many: 'Fixed Asset Types' },
  path: '/accounts/fixed-assets/type',
  rights: { view: 'accounts', edit: 'accounts' },
  row: v.object({
    id: v.number(),
    name: v.string(),
    asset_account_id: v.number(),
    depreciation_account_id: v.number(),
    expense_account_id: v.number(),
    period: v.picklist(DEPRECIATION_PERIODS),
    method: v.picklist(DEPRECIATION_METHODS),
    effective_life_years: v.number(),
    full_depreciation: v.boolean(),
    archived: v.boolean(),
    created: v.string(),
    updated: v.string(),
  }),
  create: v.object({
    name: Name('fixed asset type'),
    asset_account_id: AccountId('Choose the asset account'),
    depreciation_account_id: AccountId('Choose the depreciation account'),
    expense_account_id: AccountId('Choose the expense account'),
    period: v.optional(v.picklist(DEPRECIATION_PERIODS, 'Choose a period'), 'monthly'),
    method: v.optional(v.picklist(DEPRECIATION_METHODS, 'Choose a method'), 'straight_line'),
    effective_life_years: v.pipe(
      v.number('Enter the effective life in years'),
      v.minValue(0.01, 'The effective life is more than 0 years'),
      v.maxValue(100, 'The effective life is at most 100 years'),
    ),
    full_depreciation: v.optional(v.boolean(), false),
  }),
  example: {
    name: 'Computer equipment',
    asset_account_id: 1,
    depreciation_account_id: 1,
    expense_account_id: 1,
    period: 'monthly',
    method: 'straight_line',
    effective_life_years: 4,
  },
  fields: [
    { key: 'name', label: 'Name', kind: 'text', section: 'Details' },
    { key: 'effective_life_years', label: 'Effective life (years)', kind: 'number', section: 'Details' },
    { key: 'method', label: 'Method', kind: 'select', options: methodOptions, section: 'Details' },
    { key: 'period', label: 'Period', kind: 'select', options: periodOptions, section: 'Details' },
    {
      key: 'full_depreciation',
      label: 'Full depreciation on purchase',
      kind: 'switch',
      section: 'Details',
      hint: 'Writes the whole cost off on the purchase day (the immediate write-off)',
    },
    {
      key: 'asset_account_id',
      label: 'Asset account',
      kind: 'reference',
      reference: 'accounts',
      section: 'Accounts',
    },
    {
      key: 'depreciation_account_id',
      label: 'Depreciation account',
      kind: 'reference',
      reference: 'accounts',
      section: 'Accounts',
      hint: 'The balance sheet account that holds the accumulated depreciation',
    },
    {
      key: 'expense_account_id',
      label: 'Expense account',
      kind: 'reference',
      reference: 'accounts',
      section: 'Accounts',
      hint: 'Depreciation expense; a loss on disposal is written off here too',
    },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'method', header: 'Method', options: methodOptions },
    { key: 'period', header: 'Period', options: periodOptions },
    { key: 'effective_life_years', header: 'Effective life', format: 'number' },
    { key: 'archived', header: 'Status', format: 'boolean', words: ['Archived', 'Active'] },
  ],
  search: ['name'],
  sort: ['name'],
  remove: 'archive',
  unique: 'A fixed asset type with this name already exists',
})

/** The status change of an asset (sold or disposed of), the day, and for a sale its proceeds ex GST. */
export const FixedAssetStatusSchema = v.object({
  status: v.pipe(
    v.optional(v.string(), ''),
    v.picklist(['Sold', 'Disposed'] as const, 'Please select a status'),
  ),
  date: Day('Choose the day it was sold or disposed of'),
  proceeds: v.optional(
    v.pipe(
      v.number('Enter the proceeds in cents'),
      v.safeInteger('Enter the proceeds in cents'),
      v.minValue(0, 'Proceeds cannot be negative'),
      v.maxValue(100_000_000_000, 'Proceeds are at most $1,000,000,000'),
    ),
    0,
  ),
})

/** A depreciation run: up to which day (spec 5: 'Please select a depreciation date.'). */
export const DepreciationRunSchema = v.object({
  date: v.pipe(
    v.optional(v.string(), ''),
    v.isoDate('Please select a depreciation date.'),
    v.maxValue('2199-12-31', 'Please select a depreciation date.'),
  ),
})

const onlyActive = (row: { status: string }) =>
  row.status === 'Active'
    ? undefined
    : refusal('not_active', `This asset is ${row.status.toLowerCase()}`, 'status')

/**
 * Fixed assets (spec 3, 4; accounts/fixed-assets, /new, /{id}): a name, a number, a type, the purchase day, the
 * cost ex GST, a cost centre and a status (Active, Sold, Disposed), with what has been depreciated so far.
 * Actions: run depreciation up to a day (each whole period posted once), and sell or dispose of it (posting the
 * write-off).
 */
export const fixedAssetResource = defineResource({
  name: 'fixedasset',
  plural: 'fixedassets',
  table: 'fixed_assets',
  label: { one: 'Fixed Asset', many: 'Fixed Assets' },
  path: '/accounts/fixed-assets',
  rights: { view: 'accounts', edit: 'accounts' },
  row: v.object({
    id: v.number(),
    name: v.string(),
    number: v.string(),
    fixed_asset_type_id: v.number(),
    purchase_date: v.string(),
    cost: v.number(),
    cost_centre_id: v.nullable(v.number()),
    status: v.picklist(FIXED_ASSET_STATUSES),
    status_date: v.nullable(v.string()),
    proceeds: v.number(),
    description: v.string(),
    accumulated: v.number(),
    book_value: v.number(),
    depreciated_to: v.nullable(v.string()),
    created: v.string(),
    updated: v.string(),
  }),
  create: v.object({
    name: Name('fixed asset'),
    number: v.pipe(
      v.string('Enter an asset number'),
      v.trim(),
      v.minLength(1, 'Enter an asset number'),
      v.maxLength(30),
    ),
    fixed_asset_type_id: AccountId('Choose a fixed asset type'),
    purchase_date: Day('Choose the purchase date'),
    cost: v.pipe(
      v.number('Enter the cost'),
      v.safeInteger('Enter the cost in cents'),
      v.minValue(1, 'The cost is more than 0'),
      v.maxValue(100_000_000_000, 'The cost is at most $1,000,000,000'),
    ),
    cost_centre_id: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger())), null),
    description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  }),
  example: {
    name: 'Point of sale computer',
    number: 'FA-0001',
    fixed_asset_type_id: 1,
    purchase_date: '2025-07-01',
    cost: 240_000,
  },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'number', label: 'Asset number', kind: 'text' },
    { key: 'fixed_asset_type_id', label: 'Type', kind: 'reference', reference: 'fixedassettypes' },
    { key: 'purchase_date', label: 'Purchase date', kind: 'date' },
    { key: 'cost', label: 'Cost (ex GST)', kind: 'money' },
    { key: 'cost_centre_id', label: 'Cost centre', kind: 'reference', reference: 'costcentres' },
    { key: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  columns: [
    { key: 'number', header: 'Number', sortable: true },
    { key: 'name', header: 'Name', sortable: true },
    { key: 'purchase_date', header: 'Purchase date', format: 'date', sortable: true },
    { key: 'cost', header: 'Cost', format: 'money', sortable: true },
    { key: 'book_value', header: 'Book value', format: 'money' },
    { key: 'status', header: 'Status', sortable: true },
  ],
  search: ['name', 'number'],
  filters: [
    { key: 'status', label: 'Status', options: FIXED_ASSET_STATUSES.map((s) => ({ value: s, label: s })) },
    {
      key: 'type',
      label: 'Type',
      column: 'fixed_asset_type_id',
      type: 'integer',
      reference: 'fixedassettypes',
    },
  ],
  sort: ['number', 'name', 'purchase_date', 'cost', 'status'],
  remove: 'none',
  unique: { message: 'An asset with this number already exists', field: 'number' },
  actions: {
    depreciate: {
      label: 'Run depreciation',
      input: DepreciationRunSchema,
      done: 'Depreciation posted',
      allowed: onlyActive,
    },
    change_status: {
      label: 'Change status',
      input: FixedAssetStatusSchema,
      done: 'Status changed',
      tone: 'danger',
      allowed: onlyActive,
    },
  },
})
