import { GRANT_REFUSED, mayGrantAreas, mergeAreas, readGroupRights } from '@pos/core'
import type { Principal } from '../app-env.ts'

export { GRANT_REFUSED }

/**
 * True when every right of `wanted` that `held` (the record's rights before the write) lacks is one the caller
 * holds: nobody can raise their own rights, or anyone's, beyond theirs (core mayGrantAreas, with what the record
 * already held counted as the caller's). Both are stored rights values.
 */
export function mayGrant(principal: Principal, wanted: unknown, held?: unknown): boolean {
  const had = readGroupRights(held).areas
  return mayGrantAreas(mergeAreas(principal.rights.areas, had), readGroupRights(wanted).areas)
}
