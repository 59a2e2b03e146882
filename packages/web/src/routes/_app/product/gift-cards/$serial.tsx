import { createFileRoute } from '@tanstack/react-router'
import { GiftCardView } from '../../../../screens/gift-cards/GiftCardView.tsx'

export const Route = createFileRoute('/_app/product/gift-cards/$serial')({
  component: ViewGiftCard,
})

function ViewGiftCard() {
  const { serial } = Route.useParams()
  return <GiftCardView key={serial} serial={serial} />
}
