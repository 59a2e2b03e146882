import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { refusal } from '../resource/refusal.ts'
import { REGISTRATION_CURRENCIES } from './company.ts'
import { ACCOUNT_STATUSES } from './fields.ts'
import { UserCreatePayloadSchema, UserSettingsSchema, UserUpdatePayloadSchema } from './users.ts'

export const USER_EMAIL_TAKEN = 'A user with this email already exists'
export const CANNOT_DISABLE_SELF = 'You cannot disable yourself'

const STATUS_OPTIONS = [
  { value: ACCOUNT_STATUSES.active, label: 'Active' },
  { value: ACCOUNT_STATUSES.disabled, label: 'Disabled' },
]

/**
 * Users of the company (spec 2 /admin/users, spec 3 People with their settings), behind `admin.users`. An
 * update changes only the keys it sends (settings as a whole); `disable` ends their sessions at once and
 * `enable` lets them sign in again.
 */
export const userResource = defineResource({
  name: 'user',
  plural: 'users',
  table: 'users',
  label: { one: 'User', many: 'Users' },
  path: '/admin/users',
  rights: { view: 'admin.users', edit: 'admin.users' },
  row: recordRow({
    first_name: v.string(),
    last_name: v.string(),
    /** How pickers name the user (a restriction group's members). */
    name: v.string(),
    email: v.string(),
    avatar: v.nullable(v.string()),
    status: v.picklist(Object.values(ACCOUNT_STATUSES)),
    group_id: v.nullable(v.number()),
    currency: v.nullable(v.picklist(REGISTRATION_CURRENCIES)),
    fulfillment_alert: v.boolean(),
    fulfillment_warehouse_ids: v.array(v.number()),
    store_id: v.nullable(v.number()),
    settings: UserSettingsSchema,
  }),
  create: UserCreatePayloadSchema,
  update: UserUpdatePayloadSchema,
  example: { first_name: 'Ann', last_name: 'Baker', email: 'ann.baker@example.com', group_id: 1 },
  tabs: true,
  fields: [
    { key: 'first_name', label: 'First name', kind: 'text', section: 'Details' },
    { key: 'last_name', label: 'Last name', kind: 'text' },
    { key: 'email', label: 'Email', kind: 'email' },
    { key: 'status', label: 'Status', kind: 'select', options: STATUS_OPTIONS },
    {
      key: 'group_id',
      label: 'Security group',
      kind: 'reference',
      reference: 'groups',
      placeholder: 'No group',
    },
    { key: 'store_id', label: 'Assigned store', kind: 'reference', reference: 'stores' },
    // The settings of spec 3 User, each a part of the `settings` object (which an update sends whole).
    {
      key: 'settings.pos_store_id',
      label: 'POS store',
      kind: 'reference',
      reference: 'stores',
      section: 'Settings',
    },
    {
      key: 'settings.alert_on_new_fulfillment',
      label: 'Alert on new fulfillment',
      kind: 'switch',
      section: 'Settings',
    },
    { key: 'settings.active', label: 'Active', kind: 'switch', section: 'Settings' },
    ...(
      [
        ['dashboard_store_ids', 'Dashboard stores', 'stores'],
        ['allow_returns_from_store_ids', 'Allow returns from stores', 'stores'],
        ['receive_transfers_from_store_ids', 'Receive transfers from', 'stores'],
        ['send_transfers_to_store_ids', 'Send transfers to', 'stores'],
        ['process_fulfillments_for_warehouse_ids', 'Process fulfillments for', 'warehouses'],
      ] as const
    ).map(([key, label, reference]) => ({
      key: `settings.${key}`,
      label,
      kind: 'references' as const,
      reference,
      section: 'Settings',
      wide: true,
    })),
  ],
  newTitle: 'New user',
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'email', header: 'Email', sortable: true },
    { key: 'group_id', header: 'Security group', reference: 'groups' },
    {
      key: 'status',
      header: 'Status',
      options: STATUS_OPTIONS,
      tones: { [ACCOUNT_STATUSES.active]: 'green', [ACCOUNT_STATUSES.disabled]: 'gray' },
    },
  ],
  searchPlaceholder: 'Search by name or email',
  emptyText: 'No users match.',
  filters: [{ key: 'status', label: 'Status', options: STATUS_OPTIONS }],
  sort: ['last_name', 'first_name', 'email'],
  pageSize: 50,
  remove: 'none',
  unique: { message: USER_EMAIL_TAKEN, field: 'email' },
  actions: {
    disable: {
      label: 'Disable',
      confirm: 'They are signed out everywhere and cannot sign in.',
      done: 'Disabled',
      tone: 'danger',
      allowed: (row) =>
        row.status === ACCOUNT_STATUSES.disabled
          ? refusal('invalid_state', 'This user is already disabled')
          : undefined,
    },
    enable: {
      label: 'Enable',
      done: 'Enabled',
      allowed: (row) =>
        row.status === ACCOUNT_STATUSES.active
          ? refusal('invalid_state', 'This user is already active')
          : undefined,
    },
  },
})
