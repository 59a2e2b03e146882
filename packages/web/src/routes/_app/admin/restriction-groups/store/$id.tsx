import { storeRestrictionGroupResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../../components/resource/index.ts'
import { requireNumericParams } from '../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/admin/restriction-groups/store/$id')({
  beforeLoad: requireNumericParams,
  component: EditStoreRestrictionGroup,
})

function EditStoreRestrictionGroup() {
  const { id } = Route.useParams()
  return <ResourceEdit key={id} resource={storeRestrictionGroupResource} id={Number(id)} />
}
