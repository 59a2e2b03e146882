import { fixedAssetResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'
import { FixedAssetPanel } from '../../../../screens/banking/FixedAssetPanel.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/accounts/fixed-assets/$id')({
  beforeLoad: requireNumericParams,
  component: Edit,
})

/** A fixed asset: its fields, then its depreciation and its sale or disposal. */
function Edit() {
  const { id } = Route.useParams()
  return (
    <ResourceEdit key={id} resource={fixedAssetResource} id={Number(id)}>
      <FixedAssetPanel id={Number(id)} />
    </ResourceEdit>
  )
}
