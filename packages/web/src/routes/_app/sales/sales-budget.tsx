import { createFileRoute } from '@tanstack/react-router'
import { SalesBudget } from '../../../screens/sales-budget/SalesBudget.tsx'

export const Route = createFileRoute('/_app/sales/sales-budget')({
  component: SalesBudget,
})
