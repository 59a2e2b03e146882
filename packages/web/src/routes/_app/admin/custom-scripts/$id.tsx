import { customScriptResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/admin/custom-scripts/$id')({
  beforeLoad: requireNumericParams,
  component: EditCustomScript,
})

function EditCustomScript() {
  const { id } = Route.useParams()
  return <ResourceEdit key={id} resource={customScriptResource} id={Number(id)} />
}
