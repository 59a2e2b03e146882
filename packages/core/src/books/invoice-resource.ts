import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { refusal } from '../resource/refusal.ts'
import { invoiceAllows } from './invoice-rules.ts'
import { INVOICE_EMAIL_NOT_ISSUED } from './tax-invoice.ts'

const Day = v.pipe(v.string('Expected a date'), v.isoDate('Expected a date as YYYY-MM-DD'))
const Id = v.pipe(v.number('Choose one'), v.safeInteger('Choose one'))

export const INVOICE_STATUSES = [
  { value: 'draft', label: 'Drafts' },
  { value: 'awaiting_payment', label: 'Awaiting Payment' },
  { value: 'paid', label: 'Paid' },
  { value: 'canceled', label: 'Canceled' },
] as const

/** An invoice's state in words, one at a time (the filters above name the lists). */
export const INVOICE_STATUS_WORDS = [
  { value: 'draft', label: 'Draft' },
  { value: 'awaiting_payment', label: 'Awaiting Payment' },
  { value: 'paid', label: 'Paid' },
  { value: 'canceled', label: 'Canceled' },
] as const

/** An invoice's line as written: an account, a tax rate, a quantity and a unit price (cents, tax as the invoice says). */
export const InvoiceLineSchema = v.object({
  description: v.optional(v.string(), ''),
  account_id: Id,
  tax_rate_id: Id,
  quantity: v.pipe(
    v.number(),
    v.safeInteger('A quantity is whole'),
    v.minValue(1, 'A quantity is at least 1'),
  ),
  unit_price: v.pipe(
    v.number(),
    v.safeInteger('A price is whole cents'),
    v.minValue(0, 'A price cannot be negative'),
  ),
})

const InvoiceBody = v.pipe(
  v.object({
    customer_id: v.optional(v.nullable(Id), null),
    contact_name: v.pipe(v.string(), v.trim(), v.minLength(1, 'An invoice needs a customer or contact name')),
    contact_email: v.optional(v.pipe(v.string(), v.trim()), ''),
    reference: v.optional(v.string(), ''),
    date: Day,
    due_date: Day,
    tax_inclusive: v.optional(v.boolean(), true),
    lines: v.pipe(v.array(InvoiceLineSchema), v.minLength(1, 'An invoice needs a line'), v.maxLength(500)),
  }),
  v.check((body) => body.due_date >= body.date, 'The due date cannot be before the invoice date'),
)

/**
 * Invoices, accounts receivable (spec 2 accounts/invoices; spec 4 states): Drafts, Awaiting Payment, Paid,
 * Canceled. A draft is edited and deleted; approving posts it (lines, GST, Accounts Receivable); a payment moves
 * it towards Paid; cancelling an unpaid approved invoice reverses its posting.
 */
export const invoiceResource = defineResource({
  name: 'invoice',
  plural: 'invoices',
  table: 'invoices',
  label: { one: 'Invoice', many: 'Invoices' },
  path: '/accounts/invoices',
  rights: { view: 'accounts', edit: 'accounts' },
  row: recordRow({
    number: v.string(),
    customer_id: v.nullable(v.number()),
    contact_name: v.string(),
    contact_email: v.string(),
    reference: v.string(),
    date: v.string(),
    due_date: v.string(),
    status: v.picklist(INVOICE_STATUSES.map((s) => s.value)),
    tax_inclusive: v.boolean(),
    total: v.number(),
    tax: v.number(),
    paid: v.number(),
    /** The lines as written, with their amount and GST (cents). */
    lines: v.array(
      v.object({
        description: v.string(),
        account_id: v.number(),
        tax_rate_id: v.number(),
        quantity: v.number(),
        unit_price: v.number(),
        amount: v.number(),
        tax: v.number(),
      }),
    ),
    payments: v.array(
      v.object({
        id: v.number(),
        date: v.string(),
        amount: v.number(),
        payment_method_id: v.nullable(v.number()),
      }),
    ),
  }),
  create: InvoiceBody,
  example: {
    contact_name: 'Acme Pty Ltd',
    date: '2026-07-01',
    due_date: '2026-07-31',
    lines: [{ description: 'Fit-out', account_id: 1, tax_rate_id: 1, quantity: 1, unit_price: 11000 }],
  },
  fields: [
    { key: 'contact_name', label: 'Customer', kind: 'text' },
    { key: 'contact_email', label: 'Email', kind: 'email' },
    { key: 'reference', label: 'Reference', kind: 'text' },
    { key: 'date', label: 'Date', kind: 'date' },
    { key: 'due_date', label: 'Due Date', kind: 'date' },
    { key: 'tax_inclusive', label: 'Amounts include tax', kind: 'switch' },
  ],
  columns: [
    { key: 'number', header: 'Number', sortable: true },
    { key: 'contact_name', header: 'Customer', sortable: true },
    { key: 'date', header: 'Date', format: 'date' },
    { key: 'due_date', header: 'Due Date', format: 'date' },
    { key: 'total', header: 'Total', format: 'money' },
    { key: 'paid', header: 'Paid', format: 'money' },
    { key: 'status', header: 'Status', options: INVOICE_STATUS_WORDS },
  ],
  search: ['number', 'contact_name', 'reference'],
  filters: [{ key: 'status', label: 'Status', options: INVOICE_STATUSES.map((s) => ({ ...s })) }],
  // The layer sorts text keys by lower(): a date column cannot be a sort key yet.
  sort: ['number', 'contact_name'],
  remove: 'delete',
  unique: { message: 'An invoice with this number already exists', field: 'number' },
  check: (_next, current) =>
    current && current.status !== 'draft'
      ? refusal('not_draft', 'Only a draft invoice can be changed', 'status')
      : undefined,
  actions: {
    approve: {
      label: 'Approve',
      done: 'Invoice approved',
      allowed: (row) =>
        invoiceAllows(row).approve ? undefined : refusal('not_draft', 'Only a draft invoice can be approved'),
    },
    cancel: {
      label: 'Cancel',
      confirm: 'Cancel this invoice?',
      tone: 'danger',
      allowed: (row) =>
        invoiceAllows(row).cancel
          ? undefined
          : refusal('not_cancelable', 'Only an approved invoice with no payment can be canceled'),
    },
    email: {
      label: 'Email invoice',
      done: 'Invoice emailed',
      allowed: (row) =>
        invoiceAllows(row).email ? undefined : refusal('not_issued', INVOICE_EMAIL_NOT_ISSUED),
    },
    pay: {
      label: 'Record Payment',
      input: v.object({
        amount: v.pipe(
          v.number(),
          v.safeInteger('A payment is whole cents'),
          v.minValue(1, 'A payment is more than 0'),
        ),
        date: Day,
        payment_method_id: v.optional(v.nullable(Id), null),
      }),
      allowed: (row) =>
        invoiceAllows(row).pay
          ? undefined
          : refusal('not_awaiting', 'Only an invoice awaiting payment can be paid'),
    },
  },
})
