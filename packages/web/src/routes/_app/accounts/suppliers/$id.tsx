import { supplierResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/accounts/suppliers/$id')({
  beforeLoad: requireNumericParams,
  component: Edit,
})

function Edit() {
  const { id } = Route.useParams()
  return <ResourceEdit key={id} resource={supplierResource} id={Number(id)} />
}
