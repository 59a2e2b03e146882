import { paymentMethodResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/payment-methods/')({
  validateSearch: resourceSearch(paymentMethodResource),
  component: () => <ResourceList resource={paymentMethodResource} />,
})
