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
  fields: [
    { key: 'first_name', label: 'First name', kind: 'text' },
    { key: 'last_name', label: 'Last name', kind: 'text' },
    { key: 'email', label: 'Email', kind: 'email' },
    { key: 'group_id', label: 'Security group', kind: 'reference', reference: 'groups' },
    { key: 'store_id', label: 'Store', kind: 'reference', reference: 'stores' },
  ],
  columns: [
    { key: 'last_name', header: 'Last name', sortable: true },
    { key: 'first_name', header: 'First name', sortable: true },
    { key: 'email', header: 'Email', sortable: true },
    { key: 'status', header: 'Status', options: STATUS_OPTIONS },
  ],
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
