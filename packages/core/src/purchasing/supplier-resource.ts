import * as v from 'valibot'
import { CustomRowValuesSchema, CustomValuesSchema } from '../company-admin/custom-fields.ts'
import { defineResource } from '../resource/declaration.ts'
import { BANK_MESSAGES, bankDetailsProblem, normalBsb } from './bank-details.ts'
import { BoundedTags, ChosenId, optionalText, requiredText } from './fields.ts'

const SupplierBody = v.object({
  name: requiredText('supplier name'),
  contact_name: optionalText('contact name'),
  email: optionalText('email', 200),
  phone: optionalText('phone', 40),
  bank_account_name: optionalText('bank account name', 32),
  bsb: v.pipe(
    optionalText('BSB', 7),
    v.check((bsb) => bsb === '' || normalBsb(bsb) !== undefined, BANK_MESSAGES.bsb),
    v.transform((bsb) => normalBsb(bsb) ?? ''),
  ),
  account_number: v.pipe(optionalText('account number', 9)),
  payment_terms_days: v.optional(
    v.pipe(
      v.number('Please enter the payment terms in days'),
      v.safeInteger('Payment terms are whole days'),
      v.minValue(0, 'Payment terms cannot be negative'),
      v.maxValue(365, 'Payment terms are at most 365 days'),
    ),
    30,
  ),
  currency: v.optional(
    v.pipe(
      v.string('Please choose a currency'),
      v.trim(),
      v.toUpperCase(),
      v.transform((code) => code || 'AUD'),
      v.regex(/^[A-Z]{3}$/, 'A currency is a 3-letter code such as AUD'),
    ),
    'AUD',
  ),
  tax_rate_id: ChosenId,
  tags: BoundedTags,
  custom: v.optional(CustomValuesSchema),
})

/**
 * Suppliers (spec 3: bank account name, BSB prefix, account number, payment terms days, currency, tax rate,
 * tags; plus name and contact): who purchase orders and bills are from, and where the payment file pays them.
 * The BSB and account number are checked as the ABA file needs them (accounting-au.md §6).
 */
export const supplierResource = defineResource({
  name: 'supplier',
  plural: 'suppliers',
  table: 'suppliers',
  label: { one: 'Supplier', many: 'Suppliers' },
  path: '/accounts/suppliers',
  rights: { view: 'accounts', edit: 'accounts' },
  row: v.object({
    id: v.number(),
    name: v.string(),
    contact_name: v.string(),
    email: v.string(),
    phone: v.string(),
    bank_account_name: v.string(),
    bsb: v.string(),
    account_number: v.string(),
    payment_terms_days: v.number(),
    currency: v.string(),
    tax_rate_id: v.nullable(v.number()),
    tags: v.array(v.string()),
    archived: v.boolean(),
    custom: CustomRowValuesSchema,
    created: v.string(),
    updated: v.string(),
  }),
  create: SupplierBody,
  example: {
    name: 'Northwind Trading',
    contact_name: 'Sam Lee',
    bank_account_name: 'NORTHWIND TRADING',
    bsb: '062-000',
    account_number: '12345678',
    payment_terms_days: 30,
    currency: 'AUD',
  },
  fields: [
    { key: 'name', label: 'Name', kind: 'text', section: 'Supplier' },
    { key: 'contact_name', label: 'Contact', kind: 'text', section: 'Supplier' },
    { key: 'email', label: 'Email', kind: 'email', section: 'Supplier' },
    { key: 'phone', label: 'Phone', kind: 'text', section: 'Supplier' },
    { key: 'tags', label: 'Tags', kind: 'tags', section: 'Supplier', wide: true },
    { key: 'bank_account_name', label: 'Bank Account Name', kind: 'text', section: 'Payment' },
    { key: 'bsb', label: 'BSB', kind: 'text', section: 'Payment', placeholder: '062-000' },
    { key: 'account_number', label: 'Account Number', kind: 'text', section: 'Payment' },
    { key: 'payment_terms_days', label: 'Payment Terms (days)', kind: 'number', section: 'Payment' },
    { key: 'currency', label: 'Currency', kind: 'text', section: 'Payment', placeholder: 'AUD' },
    { key: 'tax_rate_id', label: 'Tax Rate', kind: 'reference', reference: 'taxrates', section: 'Payment' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'contact_name', header: 'Contact' },
    { key: 'email', header: 'Email' },
    { key: 'bsb', header: 'BSB' },
    { key: 'account_number', header: 'Account Number' },
    { key: 'payment_terms_days', header: 'Terms (days)', format: 'number' },
    { key: 'currency', header: 'Currency' },
  ],
  search: ['name', 'contact_name', 'email'],
  searchPlaceholder: 'Search suppliers',
  sort: ['name', 'created'],
  remove: 'archive',
  unique: 'A supplier with this name already exists',
  check: (next) => bankDetailsProblem(next.bsb, next.account_number),
  emptyText: 'No suppliers yet',
  customFields: 'suppliers',
})
