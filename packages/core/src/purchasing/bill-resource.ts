import * as v from 'valibot'
import { INVOICE_STATUS_WORDS, INVOICE_STATUSES } from '../books/invoice-resource.ts'
import { defineResource } from '../resource/declaration.ts'
import { refusal } from '../resource/refusal.ts'
import { billAllows } from './bill-rules.ts'
import { Cents, ChosenId, Day, optionalText, RequiredId } from './fields.ts'
import { PURCHASE_ORDER_MESSAGES } from './purchase-orders.ts'

export const BillLineSchema = v.object({
  description: optionalText('description', 200),
  account_id: RequiredId,
  tax_rate_id: RequiredId,
  quantity: v.pipe(
    v.number('Please enter a quantity'),
    v.safeInteger('A quantity is whole'),
    v.minValue(1, 'A quantity is at least 1'),
    v.maxValue(1_000_000, 'A quantity is at most 1,000,000'),
  ),
  unit_price: Cents,
  /** The purchase order line it bills (made from a purchase order). */
  purchase_order_line_id: v.optional(v.nullable(RequiredId), null),
})

const BillBody = v.pipe(
  v.object({
    supplier_id: ChosenId,
    purchase_order_id: v.optional(v.nullable(RequiredId), null),
    reference: optionalText('supplier’s invoice number', 60),
    date: Day,
    /** Left out: the date plus the supplier's payment terms. */
    due_date: v.optional(v.nullable(Day), null),
    tax_inclusive: v.optional(v.boolean(), true),
    lines: v.pipe(v.array(BillLineSchema), v.minLength(1, 'A bill needs a line'), v.maxLength(500)),
  }),
  v.check(
    (body) => !body.due_date || body.due_date >= body.date,
    'The due date cannot be before the bill date',
  ),
)

const PaymentInput = v.object({
  /** What is owed when left out (the bill paid in full). */
  amount: v.optional(
    v.nullable(
      v.pipe(
        v.number('Please enter an amount'),
        v.safeInteger('A payment is whole cents'),
        v.minValue(1, 'A payment is more than 0'),
        v.maxValue(10_000_000_000, 'Please check the amount'),
      ),
    ),
    null,
  ),
  date: Day,
  /** The bank account it is paid from (the company's Bank account when left out). */
  account_id: v.optional(v.nullable(RequiredId), null),
})

/**
 * Bills to pay, accounts payable (spec 2 accounts/bills-to-pay; spec 4 filters Drafts, Awaiting Payment, Paid,
 * Canceled; actions approve, cancel, delete): a supplier's bill, written or made from a purchase order's received
 * stock. Approving posts it (lines ex GST with their tax rates, GST paid, Accounts Payable: BAS 1B/G11 through the
 * tax rates); cancel reverses it; a payment debits Accounts Payable from a bank account; only drafts are deleted.
 */
export const billResource = defineResource({
  name: 'bill',
  plural: 'bills',
  table: 'bills',
  label: { one: 'Bill', many: 'Bills To Pay' },
  path: '/accounts/bills-to-pay',
  rights: { view: 'accounts', edit: 'accounts' },
  row: v.object({
    id: v.number(),
    number: v.string(),
    supplier_id: v.number(),
    supplier_name: v.string(),
    purchase_order_id: v.nullable(v.number()),
    reference: v.string(),
    date: v.string(),
    due_date: v.string(),
    status: v.picklist(INVOICE_STATUSES.map((s) => s.value)),
    tax_inclusive: v.boolean(),
    total: v.number(),
    tax: v.number(),
    paid: v.number(),
    lines: v.array(
      v.object({
        description: v.string(),
        account_id: v.number(),
        tax_rate_id: v.number(),
        quantity: v.number(),
        unit_price: v.number(),
        amount: v.number(),
        tax: v.number(),
        purchase_order_line_id: v.nullable(v.number()),
      }),
    ),
    payments: v.array(
      v.object({ id: v.number(), date: v.string(), amount: v.number(), account_id: v.number() }),
    ),
    created: v.string(),
    updated: v.string(),
  }),
  create: BillBody,
  example: {
    supplier_id: 1,
    reference: 'INV-1001',
    date: '2026-07-01',
    lines: [{ description: 'Shop fit-out', account_id: 1, tax_rate_id: 1, quantity: 1, unit_price: 11000 }],
  },
  fields: [
    { key: 'supplier_id', label: 'Supplier', kind: 'reference', reference: 'suppliers' },
    { key: 'reference', label: 'Supplier Invoice', kind: 'text' },
    { key: 'date', label: 'Date', kind: 'date' },
    { key: 'due_date', label: 'Due Date', kind: 'date' },
    { key: 'tax_inclusive', label: 'Amounts include tax', kind: 'switch' },
  ],
  columns: [
    { key: 'number', header: 'Number', sortable: true },
    { key: 'supplier_name', header: 'Supplier' },
    { key: 'reference', header: 'Supplier Invoice' },
    { key: 'date', header: 'Date', format: 'date' },
    { key: 'due_date', header: 'Due Date', format: 'date' },
    { key: 'total', header: 'Total', format: 'money' },
    { key: 'paid', header: 'Paid', format: 'money' },
    { key: 'status', header: 'Status', options: INVOICE_STATUS_WORDS },
  ],
  search: ['number', 'reference'],
  searchPlaceholder: 'Search by number or supplier invoice',
  filters: [{ key: 'status', label: 'Status', options: INVOICE_STATUSES.map((s) => ({ ...s })) }],
  sort: ['number', 'created'],
  remove: 'delete',
  unique: { message: 'A bill with this number already exists', field: 'number' },
  check: (next, current) => {
    if (current && current.status !== 'draft')
      return refusal('not_draft', 'Only a draft bill can be changed', 'status')
    return next.supplier_id === null
      ? refusal('supplier', PURCHASE_ORDER_MESSAGES.supplier, 'supplier_id')
      : undefined
  },
  emptyText: 'No bills yet',
  newTitle: 'New Bill',
  actions: {
    approve: {
      label: 'Approve',
      done: 'Bill approved',
      allowed: (row) =>
        billAllows(row).approve ? undefined : refusal('not_draft', 'Only a draft bill can be approved'),
    },
    cancel: {
      label: 'Cancel',
      confirm: 'Cancel this bill?',
      tone: 'danger',
      allowed: (row) =>
        billAllows(row).cancel
          ? undefined
          : refusal('not_cancelable', 'Only an approved bill with no payment can be canceled'),
    },
    pay: {
      label: 'Record Payment',
      input: PaymentInput,
      allowed: (row) =>
        billAllows(row).pay ? undefined : refusal('not_awaiting', 'Only a bill awaiting payment can be paid'),
    },
  },
})
