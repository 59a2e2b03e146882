import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { STAFF_LIST_FILTERS } from '../../../../screens/list-filters.ts'
import { StaffList } from '../../../../screens/staff/StaffList.tsx'

export const Route = createFileRoute('/_app/hr/staff/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, STAFF_LIST_FILTERS),
  component: StaffList,
})
