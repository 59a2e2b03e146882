import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../components/entity/list-search.ts'
import { Users } from '../../../screens/admin/users/Users.tsx'
import { USER_LIST_FILTERS } from '../../../screens/list-filters.ts'

export const Route = createFileRoute('/_app/admin/users')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, USER_LIST_FILTERS),
  component: Users,
})
