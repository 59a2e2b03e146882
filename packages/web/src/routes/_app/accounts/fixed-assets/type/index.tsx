import { fixedAssetTypeResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/fixed-assets/type/')({
  validateSearch: resourceSearch(fixedAssetTypeResource),
  component: () => <ResourceList resource={fixedAssetTypeResource} />,
})
