import { supplierResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/suppliers/')({
  validateSearch: resourceSearch(supplierResource),
  component: () => <ResourceList resource={supplierResource} />,
})
