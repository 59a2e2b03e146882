import { purchaseOrderResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/purchase-orders/')({
  validateSearch: resourceSearch(purchaseOrderResource),
  component: () => <ResourceList resource={purchaseOrderResource} path="/accounts/purchase-order" />,
})
