import { createFileRoute } from '@tanstack/react-router'
import { ItemView } from '../../../../../screens/catalog/ItemView.tsx'

export const Route = createFileRoute('/_app/product/products/$product/$id')({
  component: Item,
})

function Item() {
  const { product, id } = Route.useParams()
  return <ItemView key={`${product}-${id}`} productId={Number(product)} itemId={Number(id)} />
}
