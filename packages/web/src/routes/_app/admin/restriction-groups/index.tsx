import { storeRestrictionGroupResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { resourceSearch } from '../../../../components/resource/index.ts'
import { RestrictionGroups } from '../../../../screens/restriction-groups/RestrictionGroups.tsx'

const listSearch = resourceSearch(storeRestrictionGroupResource)

export const Route = createFileRoute('/_app/admin/restriction-groups/')({
  validateSearch: (raw: Record<string, unknown>) => ({
    ...listSearch(raw),
    kind: raw.kind === 'warehouse' ? ('warehouse' as const) : ('store' as const),
  }),
  component: RestrictionGroupsRoute,
})

function RestrictionGroupsRoute() {
  const { kind } = Route.useSearch()
  return <RestrictionGroups key={kind} kind={kind} />
}
