import { createFileRoute } from '@tanstack/react-router'
import { ProductEdit } from '../../../../screens/catalog/ProductEdit.tsx'

export const Route = createFileRoute('/_app/product/products/new')({
  component: () => <ProductEdit id={null} />,
})
