import * as v from 'valibot'
import { type AreaRights, areasFromPages, mergeAreas, normalAreas, RIGHT_ACTIONS } from './area-rights.ts'
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

/** Area rights as the server answers them (stored clean). */
export const StoredAreaRightsSchema = v.record(
  v.picklist(ALL_PAGE_RIGHTS),
  v.array(v.picklist(RIGHT_ACTIONS)),
)

/**
 * The actions held per area (`{ "accounts": ["view", "edit"] }`), cleaned by normalAreas (any action brings view).
 */
export const AreaRightsSchema = v.pipe(
  v.record(
    v.picklist(ALL_PAGE_RIGHTS, 'Please choose areas from the list'),
    v.array(v.picklist(RIGHT_ACTIONS, 'Please choose actions: view, edit, approve or export')),
    'Please check the rights per area',
  ),
  v.transform((areas): AreaRights => normalAreas(areas)),
)

/**
 * The rights of a payload: `areas`, and `pages` as a shorthand kept from before rights per action (a page gives
 * every action of its area, as the migration mapped them).
 */
function rightsEntries<Extra extends v.ObjectEntries>(extra: Extra) {
  return {
    areas: v.optional(AreaRightsSchema, {}),
    pages: v.optional(PageRightsSchema, []),
    ...extra,
  }
}

function withAreas<T extends { areas: AreaRights; pages: readonly string[] }>({ areas, pages, ...rest }: T) {
  return { areas: mergeAreas(areas, areasFromPages(pages)), ...rest }
}

export const ApiUserRightsSchema = v.pipe(
  v.object(rightsEntries({}), 'Please choose the API user rights'),
  v.transform(withAreas),
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
  rights: v.pipe(
    v.object(rightsEntries({ caches: v.optional(CachesSchema, []) }), 'Please choose the group rights'),
    v.transform(withAreas),
  ),
})
export type GroupPayload = v.InferOutput<typeof GroupPayloadSchema>

/** The name of the group a new company's first user belongs to. */
export const ADMINISTRATORS_GROUP_NAME = 'Administrators'
