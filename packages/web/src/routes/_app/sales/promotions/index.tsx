import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { PROMOTION_LIST_FILTERS } from '../../../../screens/list-filters.ts'
import { PromotionList } from '../../../../screens/promotions/PromotionList.tsx'

export const Route = createFileRoute('/_app/sales/promotions/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, PROMOTION_LIST_FILTERS),
  component: PromotionList,
})
