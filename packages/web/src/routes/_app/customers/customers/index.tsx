import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/index.ts'
import { CUSTOMER_LIST_FILTERS, Customers } from '../../../../screens/customers/Customers.tsx'

export const Route = createFileRoute('/_app/customers/customers/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, CUSTOMER_LIST_FILTERS),
  component: Customers,
})
