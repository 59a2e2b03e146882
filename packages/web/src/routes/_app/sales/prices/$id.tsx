import { createFileRoute } from '@tanstack/react-router'
import { PriceListEdit } from '../../../../screens/prices/PriceListEdit.tsx'

export const Route = createFileRoute('/_app/sales/prices/$id')({
  component: EditPriceList,
})

function EditPriceList() {
  const { id } = Route.useParams()
  return <PriceListEdit key={id} id={Number(id)} />
}
