import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { GroupPayloadSchema, StoredAreaRightsSchema } from './groups.ts'
import { REGISTER_CACHES } from './page-rights.ts'

export const GROUP_NAME_TAKEN = 'A group with this name already exists'
export const GROUP_IN_USE = 'This group still has users'
export const GRANT_REFUSED = 'You can only give rights that you have yourself'

/** Security groups (spec 6, /admin/groups): the actions a group holds per area and
 * the caches its registers sync. */
export const groupResource = defineResource({
  name: 'group',
  plural: 'groups',
  table: 'security_groups',
  label: { one: 'Security group', many: 'Security groups' },
  path: '/admin/groups',
  rights: { view: 'admin.groups', edit: 'admin.groups' },
  row: recordRow({
    name: v.string(),
    rights: v.object({
      areas: StoredAreaRightsSchema,
      caches: v.array(v.picklist(REGISTER_CACHES)),
    }),
    user_count: v.number(),
  }),
  create: GroupPayloadSchema,
  example: {
    name: 'Cashiers',
    rights: { areas: { 'register.sale': ['view', 'edit'] }, caches: ['product', 'price'] },
  },
  fields: [{ key: 'name', label: 'Name', kind: 'text' }],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'user_count', header: 'Users', format: 'number' },
  ],
  search: ['name'],
  sort: ['name', 'created'],
  unique: GROUP_NAME_TAKEN,
  inUse: GROUP_IN_USE,
})
