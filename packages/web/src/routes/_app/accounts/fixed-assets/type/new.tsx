import { fixedAssetTypeResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/fixed-assets/type/new')({
  component: () => <ResourceEdit resource={fixedAssetTypeResource} id={null} />,
})
