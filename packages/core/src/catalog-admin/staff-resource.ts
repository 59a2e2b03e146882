import * as v from 'valibot'
import { CustomRowValuesSchema } from '../company-admin/custom-fields.ts'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { refusal } from '../resource/refusal.ts'
import { STAFF_STATUSES, type StaffPayload, StaffPayloadSchema } from './payloads.ts'

export const POS_CODE_TAKEN = 'Another sales person already has this POS code'

/** The display name defaults to the first name and the last name's initial ("Ann B."). */
export function staffDisplayName(input: Pick<StaffPayload, 'display_name' | 'first_name' | 'last_name'>) {
  if (input.display_name) return input.display_name
  return [input.first_name, input.last_name ? `${input.last_name[0]}.` : ''].filter(Boolean).join(' ')
}

const STATUS_OPTIONS = [
  { value: STAFF_STATUSES.active, label: 'Active' },
  { value: STAFF_STATUSES.terminated, label: 'Terminated' },
]

/**
 * Sales staff (spec 2 /hr/staff, spec 3 "Sales person", spec 4 active / terminated). The register reads the
 * active ones from posstaff.json (its own route); a change is published as `poscodes` so registers resync.
 */
export const staffResource = defineResource({
  name: 'staff',
  plural: 'staff',
  table: 'sales_staff',
  label: { one: 'Sales person', many: 'Sales staff' },
  path: '/hr/staff',
  rights: { view: 'hr.staff', edit: 'hr.staff' },
  row: recordRow({
    title: v.string(),
    first_name: v.string(),
    middle_name: v.string(),
    last_name: v.string(),
    display_name: v.string(),
    email: v.string(),
    pos_code: v.string(),
    unlinked_returns: v.boolean(),
    tags: v.array(v.string()),
    status: v.picklist(Object.values(STAFF_STATUSES)),
    /** When they were terminated; null while active. */
    terminated: v.nullable(v.string()),
    custom: CustomRowValuesSchema,
  }),
  create: StaffPayloadSchema,
  example: { first_name: 'Ann', last_name: 'Baker', tags: [] },
  fields: [
    { key: 'title', label: 'Title', kind: 'text' },
    { key: 'first_name', label: 'First name', kind: 'text' },
    { key: 'middle_name', label: 'Middle name', kind: 'text' },
    { key: 'last_name', label: 'Last name', kind: 'text' },
    {
      key: 'display_name',
      label: 'Display name',
      kind: 'text',
      hint: 'Shown on receipts; empty gives first name and last initial',
    },
    { key: 'email', label: 'Email', kind: 'email' },
    {
      key: 'pos_code',
      label: 'POS code',
      kind: 'text',
      hint: 'Leave empty to number it from the company counter',
    },
    { key: 'tags', label: 'Tags', kind: 'tags', hint: 'Separate tags with commas' },
    {
      key: 'unlinked_returns',
      label: 'Unlinked returns',
      kind: 'switch',
      hint: 'Allow returns without the original sale',
    },
  ],
  nameKeys: ['first_name', 'last_name'],
  newTitle: 'New sales person',
  columns: [
    { key: 'name', header: 'Name', join: ['title', 'first_name', 'middle_name', 'last_name'] },
    { key: 'display_name', header: 'Display name' },
    { key: 'pos_code', header: 'POS code' },
    { key: 'email', header: 'Email' },
    {
      key: 'unlinked_returns',
      header: 'Unlinked returns',
      format: 'boolean',
      words: ['Allowed', 'Disabled'],
    },
    {
      key: 'status',
      header: 'Status',
      options: STATUS_OPTIONS,
      tones: { [STAFF_STATUSES.active]: 'green', [STAFF_STATUSES.terminated]: 'gray' },
    },
  ],
  searchPlaceholder: 'Search name, email or POS code',
  emptyText: 'No sales staff match.',
  filters: [{ key: 'status', label: 'Status', options: STATUS_OPTIONS }],
  sort: ['first_name', 'last_name'],
  pageSize: 50,
  remove: 'none',
  unique: { message: POS_CODE_TAKEN, field: 'pos_code' },
  realtime: 'poscodes',
  customFields: 'staff',
  csvName: 'sales-staff',
  actions: {
    terminate: {
      label: 'Terminate',
      confirm: 'They can no longer sign in to a register.',
      done: 'Terminated',
      tone: 'danger',
      allowed: (row) =>
        row.status === STAFF_STATUSES.terminated
          ? refusal('invalid_state', 'This sales person is already terminated')
          : undefined,
    },
    reinstate: {
      label: 'Reinstate',
      done: 'Active',
      allowed: (row) =>
        row.status === STAFF_STATUSES.active
          ? refusal('invalid_state', 'This sales person is already active')
          : undefined,
    },
  },
})
