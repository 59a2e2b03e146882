import { taxRateResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/tax-rates/')({
  validateSearch: resourceSearch(taxRateResource),
  component: () => <ResourceList resource={taxRateResource} />,
})
