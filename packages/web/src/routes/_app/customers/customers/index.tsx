import { customerResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'
import { CUSTOMER_LIST_FILTERS } from '../../../../screens/list-filters.ts'

// The company's customers (spec 2 /customers): search by name, email or phone; loyalty filter; CSV.
export const Route = createFileRoute('/_app/customers/customers/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, CUSTOMER_LIST_FILTERS),
  component: () => <ResourceList resource={customerResource} />,
})
