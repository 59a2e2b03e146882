import { createFileRoute } from '@tanstack/react-router'
import { PromotionEdit } from '../../../../screens/promotions/PromotionEdit.tsx'

export const Route = createFileRoute('/_app/sales/promotions/$id')({
  component: EditPromotion,
})

function EditPromotion() {
  const { id } = Route.useParams()
  return <PromotionEdit key={id} id={Number(id)} />
}
