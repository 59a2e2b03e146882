import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { Customers } from '../../../../screens/customers/Customers.tsx'
import { CUSTOMER_LIST_FILTERS } from '../../../../screens/list-filters.ts'

export const Route = createFileRoute('/_app/customers/customers/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, CUSTOMER_LIST_FILTERS),
  component: Customers,
})
