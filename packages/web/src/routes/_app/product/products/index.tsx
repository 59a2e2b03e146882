import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../../components/entity/list-search.ts'
import { Products } from '../../../../screens/catalog/Products.tsx'
import { PRODUCT_LIST_FILTERS } from '../../../../screens/list-filters.ts'

export const Route = createFileRoute('/_app/product/products/')({
  validateSearch: (search: Record<string, unknown>) => validateListSearch(search, PRODUCT_LIST_FILTERS),
  component: Products,
})
