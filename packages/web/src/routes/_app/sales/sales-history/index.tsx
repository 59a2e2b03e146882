import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { SALES_HISTORY_FILTERS } from '../../../../screens/list-filters.ts'
import { SalesHistory } from '../../../../screens/sales-history/SalesHistory.tsx'

export const Route = createFileRoute('/_app/sales/sales-history/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, SALES_HISTORY_FILTERS),
  component: SalesHistory,
})
