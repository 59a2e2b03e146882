import { warehouseRestrictionGroupResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../../components/resource/index.ts'
import { requireNumericParams } from '../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/admin/restriction-groups/warehouse/$id')({
  beforeLoad: requireNumericParams,
  component: EditWarehouseRestrictionGroup,
})

function EditWarehouseRestrictionGroup() {
  const { id } = Route.useParams()
  return <ResourceEdit key={id} resource={warehouseRestrictionGroupResource} id={Number(id)} />
}
