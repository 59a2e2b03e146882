import { promotionResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'
import { PROMOTION_LIST_FILTERS } from '../../../../screens/list-filters.ts'

// Promotions (spec 2 /sales/promotions): search by name or code, status filter, paging, CSV.
export const Route = createFileRoute('/_app/sales/promotions/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, PROMOTION_LIST_FILTERS),
  component: () => <ResourceList resource={promotionResource} />,
})
