import { invoiceResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/invoices/')({
  validateSearch: resourceSearch(invoiceResource),
  component: () => <ResourceList resource={invoiceResource} />,
})
