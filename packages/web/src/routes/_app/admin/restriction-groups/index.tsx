import { createFileRoute } from '@tanstack/react-router'
import { validateAnyListSearch } from '../../../../components/entity/list-search.ts'
import { RestrictionGroups } from '../../../../screens/restriction-groups/RestrictionGroups.tsx'

export const Route = createFileRoute('/_app/admin/restriction-groups/')({
  validateSearch: (raw: Record<string, unknown>) => ({
    ...validateAnyListSearch(raw),
    kind: raw.kind === 'warehouse' ? ('warehouse' as const) : ('store' as const),
  }),
  component: RestrictionGroupsRoute,
})

function RestrictionGroupsRoute() {
  const { kind } = Route.useSearch()
  return <RestrictionGroups key={kind} kind={kind} />
}
