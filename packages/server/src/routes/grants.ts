import { ALL_PAGE_RIGHTS, GRANT_REFUSED, holds, readGroupRights } from '@pos/core'
import type { Principal } from '../app-env.ts'

export { GRANT_REFUSED }

/**
 * True when every right of `wanted` that `held` (the record's rights before the write) lacks is one the caller
 * holds: nobody can raise their own rights, or anyone's, beyond theirs. Both are stored rights values.
 */
export function mayGrant(principal: Principal, wanted: unknown, held?: unknown): boolean {
  const want = readGroupRights(wanted).areas
  const had = readGroupRights(held).areas
  return ALL_PAGE_RIGHTS.every((area) =>
    (want[area] ?? []).every(
      (action) => holds(had, area, action) || holds(principal.rights.areas, area, action),
    ),
  )
}
