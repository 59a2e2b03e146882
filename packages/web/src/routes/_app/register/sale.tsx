import { createFileRoute } from '@tanstack/react-router'
import { SaleScreen } from '../../../screens/register-sale/SaleScreen.tsx'

export const Route = createFileRoute('/_app/register/sale')({
  component: SaleScreen,
})
