import { GRANT_REFUSED, type PageRight } from '@pos/core'
import type { Principal } from '../app-env.ts'

export { GRANT_REFUSED }

/** True when every page right in `pages` is one the caller holds: nobody can raise their own rights. */
export function mayGrant(principal: Principal, pages: readonly string[]): boolean {
  return pages.every((page) => principal.rights.pages.includes(page as PageRight))
}
