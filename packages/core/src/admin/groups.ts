import * as v from 'valibot'
import { requiredText } from './fields.ts'
import { ALL_PAGE_RIGHTS, REGISTER_CACHES } from './page-rights.ts'

/** A list of page rights, kept in the order of PAGE_RIGHTS without repeats. */
export const PageRightsSchema = v.pipe(
  v.array(
    v.picklist(ALL_PAGE_RIGHTS, 'Please choose page rights from the list'),
    'Please check the page rights',
  ),
  v.transform((pages) => ALL_PAGE_RIGHTS.filter((right) => pages.includes(right))),
)

const CachesSchema = v.pipe(
  v.array(
    v.picklist(REGISTER_CACHES, 'Please choose register caches from the list'),
    'Please check the caches',
  ),
  v.transform((caches) => REGISTER_CACHES.filter((cache) => caches.includes(cache))),
)

/** POST /api/proxy/groups.json and PUT /api/proxy/group/{id}.json: a security group (spec 6). */
export const GroupPayloadSchema = v.object({
  name: requiredText('a group name'),
  rights: v.object(
    {
      pages: v.optional(PageRightsSchema, []),
      caches: v.optional(CachesSchema, []),
    },
    'Please choose the group rights',
  ),
})
export type GroupPayload = v.InferOutput<typeof GroupPayloadSchema>

/** The name of the group a new company's first user belongs to. */
export const ADMINISTRATORS_GROUP_NAME = 'Administrators'
