import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/index.ts'
import { GIFT_CARD_FILTERS, GiftCards } from '../../../../screens/gift-cards/GiftCards.tsx'

export const Route = createFileRoute('/_app/product/gift-cards/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, GIFT_CARD_FILTERS),
  component: GiftCards,
})
