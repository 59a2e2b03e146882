import { costCentreResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/cost-centres/')({
  validateSearch: resourceSearch(costCentreResource),
  component: () => <ResourceList resource={costCentreResource} />,
})
