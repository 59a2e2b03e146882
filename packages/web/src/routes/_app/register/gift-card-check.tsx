import { createFileRoute } from '@tanstack/react-router'
import { GiftCardCheck } from '../../../screens/gift-cards/GiftCardCheck.tsx'

export const Route = createFileRoute('/_app/register/gift-card-check')({
  component: GiftCardCheck,
})
