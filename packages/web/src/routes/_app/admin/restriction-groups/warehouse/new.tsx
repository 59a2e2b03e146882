import { warehouseRestrictionGroupResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/admin/restriction-groups/warehouse/new')({
  component: () => <ResourceEdit resource={warehouseRestrictionGroupResource} id={null} />,
})
