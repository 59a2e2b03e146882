import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/index.ts'
import { PRODUCT_LIST_FILTERS, Products } from '../../../../screens/catalog/Products.tsx'

export const Route = createFileRoute('/_app/product/products/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, PRODUCT_LIST_FILTERS),
  component: Products,
})
