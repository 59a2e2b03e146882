import { createFileRoute } from '@tanstack/react-router'
import { GiftCardNew } from '../../../../screens/gift-cards/GiftCardNew.tsx'

export const Route = createFileRoute('/_app/product/gift-cards/new')({
  component: GiftCardNew,
})
