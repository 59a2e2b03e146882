import { shipmentBoxResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/inventory/shipment-boxes/new')({
  component: () => <ResourceEdit resource={shipmentBoxResource} id={null} />,
})
