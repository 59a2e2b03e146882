import * as v from 'valibot'
import { requiredText } from './fields.ts'
import { PageRightsSchema } from './groups.ts'

/** POST/PUT api users: a name, page rights and a status (spec 3, People). */
export const ApiUserPayloadSchema = v.object({
  name: requiredText('a name'),
  rights: v.object({ pages: v.optional(PageRightsSchema, []) }, 'Please choose the API user rights'),
  status: v.optional(
    v.picklist(['active', 'disabled'] as const, 'Please choose a status: active or disabled'),
    'active',
  ),
})
export type ApiUserPayload = v.InferOutput<typeof ApiUserPayloadSchema>
