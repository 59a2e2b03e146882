import { fixedAssetResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/fixed-assets/new')({
  component: () => <ResourceEdit resource={fixedAssetResource} id={null} />,
})
