import { createFileRoute } from '@tanstack/react-router'
import { QuickProductBuy } from '../../../screens/purchasing/QuickProductBuy.tsx'

export const Route = createFileRoute('/_app/accounts/quick-product-buy')({
  component: QuickProductBuy,
})
