import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/index.ts'
import { PriceLists } from '../../../../screens/prices/PriceLists.tsx'

export const Route = createFileRoute('/_app/sales/prices/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search),
  component: PriceLists,
})
