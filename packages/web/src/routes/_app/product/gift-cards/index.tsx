import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { GiftCards } from '../../../../screens/gift-cards/GiftCards.tsx'
import { GIFT_CARD_FILTERS } from '../../../../screens/list-filters.ts'

export const Route = createFileRoute('/_app/product/gift-cards/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, GIFT_CARD_FILTERS),
  component: GiftCards,
})
