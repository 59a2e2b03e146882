import { paymentMethodResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEdit } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/payment-methods/new')({
  component: () => <ResourceEdit resource={paymentMethodResource} id={null} />,
})
