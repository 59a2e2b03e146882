import { type AreaRights, viewableAreas } from '@pos/core'
import { Badge } from '@radix-ui/themes'
import { pagesCount } from '../i18n/index.ts'

/** How many pages a set of rights opens ("12 pages"), as the lists of groups and API users show it. */
export function RightsPagesBadge({ rights }: { rights: { areas: AreaRights } }) {
  return <Badge variant="soft">{pagesCount(viewableAreas(rights.areas).length)}</Badge>
}
