import { createFileRoute } from '@tanstack/react-router'
import { ProductEdit } from '../../../../screens/catalog/ProductEdit.tsx'

export const Route = createFileRoute('/_app/product/products/$id')({
  component: EditProduct,
})

function EditProduct() {
  const { id } = Route.useParams()
  return <ProductEdit key={id} id={Number(id)} />
}
