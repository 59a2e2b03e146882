import * as v from 'valibot'
import { idSchema } from '../admin/fields.ts'
import { ALL_PAGE_RIGHTS, type PageRight } from '../admin/page-rights.ts'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import {
  PRINTER_TYPES,
  printerNeedsAddress,
  RegisterEditPayloadSchema,
  RegisterFieldsSchema,
  RegisterTemplatePayloadSchema,
  STORE_STATUSES,
  StorePayloadSchema,
} from './payloads.ts'

/** Who may read registers and templates: the stores screens and every register screen. */
export const REGISTER_READERS: readonly PageRight[] = [
  'stores',
  'register.sale',
  'register.open_close',
  'register.petty_cash',
  'register.open_cash_drawer',
  'sales.history',
]

export const REGISTER_TEMPLATE_TAKEN = 'A register template with this name already exists'
export const REGISTER_TAKEN = 'This store already has a register with this name'
export const NOT_A_TEMPLATE = 'Please choose a register template of this company'

const STORE_STATUS_OPTIONS = [
  { value: STORE_STATUSES.open, label: 'Open' },
  { value: STORE_STATUSES.closed, label: 'Closed' },
]

const PRINTER_OPTIONS = [
  { value: PRINTER_TYPES.system, label: 'System printer (print dialog)' },
  { value: PRINTER_TYPES.epson, label: 'Epson (network)' },
]

const StoreAddressRow = v.object({
  address1: v.optional(v.string()),
  address2: v.optional(v.string()),
  city: v.optional(v.string()),
  province_code: v.optional(v.string()),
  zip: v.optional(v.string()),
  country: v.optional(v.string()),
})

/**
 * Stores (spec 2 /register/stores, spec 3): every back-office screen may list them (the dashboard's and the
 * sales history's store filter, a user's store); the stores right creates and changes them, within the
 * company's store licence. A register is added to its store: `POST /api/proxy/store/{id}/registers.json`.
 */
export const storeResource = defineResource({
  name: 'store',
  plural: 'stores',
  table: 'stores',
  label: { one: 'Store', many: 'Stores' },
  path: '/register/stores',
  rights: { view: ALL_PAGE_RIGHTS, edit: 'stores' },
  row: recordRow({
    name: v.string(),
    address: StoreAddressRow,
    status: v.picklist(Object.values(STORE_STATUSES)),
    /** How many registers it has (the list's count). */
    register_count: v.number(),
  }),
  create: StorePayloadSchema,
  example: { name: 'Quay Street', address: { city: 'Auckland' } },
  newTitle: 'New store',
  fields: [
    { key: 'name', label: 'Store name', kind: 'text' },
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      options: STORE_STATUS_OPTIONS,
      hint: 'A closed store keeps its history; its registers stop selling.',
    },
    { key: 'address.address1', label: 'Address', kind: 'text' },
    { key: 'address.address2', label: 'Address line 2', kind: 'text' },
    { key: 'address.city', label: 'City / suburb', kind: 'text' },
    { key: 'address.province_code', label: 'State', kind: 'text' },
    { key: 'address.zip', label: 'Postcode', kind: 'text' },
    { key: 'address.country', label: 'Country', kind: 'text' },
  ],
  columns: [
    { key: 'name', header: 'Store name', sortable: true },
    { key: 'address.city', header: 'City / suburb' },
    {
      key: 'status',
      header: 'Status',
      options: STORE_STATUS_OPTIONS,
      tones: { [STORE_STATUSES.open]: 'green', [STORE_STATUSES.closed]: 'gray' },
    },
    { key: 'register_count', header: 'Registers', format: 'number' },
  ],
  emptyText: 'No stores yet.',
  filters: [{ key: 'status', label: 'Status', options: STORE_STATUS_OPTIONS }],
  // The store pickers read the whole list.
  pageSize: 250,
  remove: 'none',
  actions: {
    registers: { label: 'Add register', input: RegisterEditPayloadSchema, done: 'Register added' },
  },
})

/** Register templates (spec 2 /register/register-template*, spec 3): the receipt every register of it prints. */
export const registerTemplateResource = defineResource({
  name: 'registertemplate',
  plural: 'registertemplates',
  table: 'register_templates',
  label: { one: 'Register template', many: 'Register templates' },
  path: '/register/register-template',
  rights: { view: REGISTER_READERS, edit: 'stores' },
  row: recordRow({
    name: v.string(),
    receipt_logo: v.nullable(v.string()),
    receipt_header: v.string(),
    receipt_title: v.string(),
    receipt_footer: v.string(),
    receipt_show_store_address: v.boolean(),
    receipt_show_served_by: v.boolean(),
    receipt_served_by_text: v.string(),
    receipt_subtotal_text: v.string(),
    receipt_line_details: v.picklist([0, 1, 2]),
  }),
  create: RegisterTemplatePayloadSchema,
  example: { name: 'Standard receipt' },
  fields: [{ key: 'name', label: 'Name', kind: 'text' }],
  columns: [{ key: 'name', header: 'Name', sortable: true }],
  pageSize: 250,
  remove: 'none',
  unique: REGISTER_TEMPLATE_TAKEN,
})

/** A register of a store (spec 3): its template and printer; its receipt prefix comes from its id. */
export const registerResource = defineResource({
  name: 'register',
  plural: 'registers',
  table: 'registers',
  label: { one: 'Register', many: 'Registers' },
  rights: { view: REGISTER_READERS, edit: 'stores' },
  row: recordRow({
    store_id: v.number(),
    name: v.string(),
    register_template_id: v.nullable(v.number()),
    printer_type: v.picklist(Object.values(PRINTER_TYPES)),
    printer_ip: v.string(),
    receipt_prefix: v.string(),
    /** Its store's name and whether a register day is open on it (the list's). */
    store_name: v.string(),
    open: v.boolean(),
  }),
  create: v.pipe(
    v.object({ ...RegisterFieldsSchema.entries, store_id: idSchema('a store of this company') }),
    printerNeedsAddress(),
  ),
  update: RegisterEditPayloadSchema,
  example: { name: 'Front counter', store_id: 1 },
  fields: [
    { key: 'store_id', label: 'Store', kind: 'reference', reference: 'stores', createOnly: true },
    { key: 'name', label: 'Register name', kind: 'text' },
    {
      key: 'register_template_id',
      label: 'Register template',
      kind: 'reference',
      reference: 'registertemplates',
      placeholder: 'No template (plain receipt)',
    },
    { key: 'printer_type', label: 'Printer', kind: 'select', options: PRINTER_OPTIONS },
    {
      key: 'printer_ip',
      label: 'Printer IP address',
      kind: 'text',
      placeholder: '192.168.1.50',
      enabledWhen: { key: 'printer_type', values: [PRINTER_TYPES.epson] },
    },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'store_name', header: 'Store' },
  ],
  filters: [{ key: 'store_id', label: 'Store', type: 'integer', reference: 'stores' }],
  pageSize: 250,
  remove: 'none',
  unique: REGISTER_TAKEN,
})
