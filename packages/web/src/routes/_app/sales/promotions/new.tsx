import { createFileRoute } from '@tanstack/react-router'
import { PromotionEdit } from '../../../../screens/promotions/PromotionEdit.tsx'

export const Route = createFileRoute('/_app/sales/promotions/new')({
  component: () => <PromotionEdit id={null} />,
})
