import * as v from 'valibot'
import { requiredText } from './fields.ts'
import { ApiUserRightsSchema } from './groups.ts'

/** POST/PUT api users: a name, rights per area and action, and a status (spec 3, People). */
export const ApiUserPayloadSchema = v.object({
  name: requiredText('a name'),
  rights: ApiUserRightsSchema,
  status: v.optional(
    v.picklist(['active', 'disabled'] as const, 'Please choose a status: active or disabled'),
    'active',
  ),
})
export type ApiUserPayload = v.InferOutput<typeof ApiUserPayloadSchema>
