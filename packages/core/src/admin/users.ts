import * as v from 'valibot'
import { REGISTRATION_CURRENCIES } from './company.ts'
import { EmailSchema, idListSchema, idSchema, requiredText, StatusSchema } from './fields.ts'

/** A user's settings (spec 3, People): which stores and warehouses they work with. */
export const UserSettingsSchema = v.object({
  pos_store_id: v.optional(v.nullable(idSchema('a POS store')), null),
  dashboard_store_ids: v.optional(idListSchema('the dashboard stores'), []),
  allow_returns_from_store_ids: v.optional(idListSchema('the stores to allow returns from'), []),
  receive_transfers_from_store_ids: v.optional(idListSchema('the stores to receive transfers from'), []),
  send_transfers_to_store_ids: v.optional(idListSchema('the stores to send transfers to'), []),
  process_fulfillments_for_warehouse_ids: v.optional(
    idListSchema('the warehouses to process fulfillments for'),
    [],
  ),
  alert_on_new_fulfillment: v.optional(v.boolean('Please check alert on new fulfillment'), false),
  active: v.optional(v.boolean('Please check settings active'), true),
})
export type UserSettings = v.InferOutput<typeof UserSettingsSchema>

/** The settings a new user starts with. */
export function defaultUserSettings(): UserSettings {
  return v.parse(UserSettingsSchema, {})
}

const AvatarSchema = v.nullable(
  v.pipe(
    v.string('Please enter the avatar as a web address'),
    v.trim(),
    v.maxLength(2000, 'Please keep the avatar address under 2001 characters'),
    v.url('Please enter the avatar as a web address'),
    v.regex(/^https?:\/\//, 'Please enter the avatar as an http or https address'),
  ),
)

const userFields = {
  first_name: requiredText('a first name'),
  last_name: requiredText('a last name'),
  email: EmailSchema,
  avatar: v.optional(AvatarSchema, null),
  status: v.optional(StatusSchema, 'active'),
  group_id: idSchema('a security group'),
  currency: v.optional(
    v.nullable(v.picklist(REGISTRATION_CURRENCIES, 'Please choose a currency: AUD, NZD or USD')),
    null,
  ),
  fulfillment_alert: v.optional(v.boolean('Please check fulfillment alert'), false),
  fulfillment_warehouse_ids: v.optional(idListSchema('the fulfillment warehouses'), []),
  store_id: v.optional(v.nullable(idSchema('an assigned store')), null),
  settings: v.optional(UserSettingsSchema, () => defaultUserSettings()),
}

/** POST /api/proxy/users.json. */
export const UserCreatePayloadSchema = v.object(userFields)
export type UserCreatePayload = v.InferOutput<typeof UserCreatePayloadSchema>

/** PUT /api/proxy/user/{id}.json: any subset of the fields; settings are replaced as a whole. */
export const UserUpdatePayloadSchema = v.partial(
  v.object({
    ...userFields,
    avatar: AvatarSchema,
    status: StatusSchema,
    currency: v.nullable(v.picklist(REGISTRATION_CURRENCIES, 'Please choose a currency: AUD, NZD or USD')),
    fulfillment_alert: v.boolean('Please check fulfillment alert'),
    fulfillment_warehouse_ids: idListSchema('the fulfillment warehouses'),
    store_id: v.nullable(idSchema('an assigned store')),
    settings: UserSettingsSchema,
  }),
)
export type UserUpdatePayload = v.InferOutput<typeof UserUpdatePayloadSchema>

/** Query of GET /api/proxy/users.json. Numbers arrive as strings. */
export const UserListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Please shorten the search')), ''),
  status: v.optional(
    v.picklist(['', 'active', 'disabled'] as const, 'Please choose a status: active or disabled'),
    '',
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'Please give limit as a whole number from 1 to 250'),
      v.transform(Number),
      v.minValue(1, 'Please give limit as a whole number from 1 to 250'),
      v.maxValue(250, 'Please give limit as a whole number from 1 to 250'),
    ),
    '50',
  ),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'Please give page as a whole number from 1'),
      v.transform(Number),
      v.minValue(1, 'Please give page as a whole number from 1'),
    ),
    '1',
  ),
})
export type UserListQuery = v.InferOutput<typeof UserListQuerySchema>
