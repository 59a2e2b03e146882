import { supplierResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateAnyListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/suppliers/')({
  validateSearch: validateAnyListSearch,
  component: () => <ResourceList resource={supplierResource} />,
})
