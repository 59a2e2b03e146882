import { warehouseResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/inventory/warehouses/new')({
  component: () => <ResourceEdit resource={warehouseResource} id={null} />,
})
