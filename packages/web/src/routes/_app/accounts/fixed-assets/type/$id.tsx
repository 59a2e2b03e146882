import { fixedAssetTypeResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../../components/resource/index.ts'
import { requireNumericParams } from '../../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/accounts/fixed-assets/type/$id')({
  beforeLoad: requireNumericParams,
  component: function Edit() {
    const { id } = Route.useParams()
    return <ResourceEdit key={id} resource={fixedAssetTypeResource} id={Number(id)} />
  },
})
