import { createFileRoute, notFound } from '@tanstack/react-router'
import { validateListSearch } from '../../../../../components/entity/list-search.ts'
import { ReasonList } from '../../../../../screens/reason-codes/ReasonList.tsx'
import { kindOfSlug } from '../../../../../screens/reason-codes/reason-kinds.ts'

export const Route = createFileRoute('/_app/admin/reason-codes/$kind/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search),
  beforeLoad: ({ params }) => {
    if (!kindOfSlug(params.kind)) throw notFound()
  },
  component: ListReasons,
})

function ListReasons() {
  const { kind } = Route.useParams()
  return <ReasonList key={kind} slug={kind} />
}
