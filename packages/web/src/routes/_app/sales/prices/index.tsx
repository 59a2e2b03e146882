import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { PriceLists } from '../../../../screens/prices/PriceLists.tsx'

export const Route = createFileRoute('/_app/sales/prices/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search),
  component: PriceLists,
})
