import { shipmentResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/product/shipments/')({
  validateSearch: resourceSearch(shipmentResource),
  component: () => <ResourceList resource={shipmentResource} path="/product/shipments" />,
})
