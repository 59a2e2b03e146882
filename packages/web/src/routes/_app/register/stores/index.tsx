import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { STORE_LIST_FILTERS } from '../../../../screens/list-filters.ts'
import { StoresList } from '../../../../screens/register-setup/StoresList.tsx'

export const Route = createFileRoute('/_app/register/stores/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, STORE_LIST_FILTERS),
  component: StoresList,
})
