import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { ApiUserPayloadSchema } from './api-users.ts'
import { StoredAreaRightsSchema } from './groups.ts'

/**
 * API users (spec 3 People, spec 6, /admin/api-users): other systems with rights per area and action
 * and a bearer token. The
 * token is answered once, by the create and by `regenerate`; only its hash is kept.
 */
export const apiUserResource = defineResource({
  name: 'apiuser',
  plural: 'apiusers',
  table: 'api_users',
  label: { one: 'API user', many: 'API users' },
  path: '/admin/api-users',
  rights: { view: 'admin.api_users', edit: 'admin.api_users' },
  row: recordRow({
    name: v.string(),
    rights: v.object({ areas: StoredAreaRightsSchema }),
    status: v.picklist(['active', 'disabled']),
  }),
  create: ApiUserPayloadSchema,
  example: { name: 'Warehouse system', rights: { areas: { inventory: ['view', 'edit'] } }, status: 'active' },
  fields: [{ key: 'name', label: 'Name', kind: 'text' }],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'status', header: 'Status' },
  ],
  search: ['name'],
  filters: [
    {
      key: 'status',
      label: 'Status',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'disabled', label: 'Disabled' },
      ],
    },
  ],
  sort: ['name', 'created'],
  actions: {
    regenerate: {
      label: 'Regenerate token',
      confirm: 'The current token stops working at once.',
      done: 'A new token was made',
    },
  },
})

/** The answer of POST /api/proxy/apiusers.json and …/apiuser/{id}/regenerate.json: the record and its token, once. */
export const ApiUserTokenSchema = v.object({ apiuser: apiUserResource.row, token: v.string() })
