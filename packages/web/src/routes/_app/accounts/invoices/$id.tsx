import { createFileRoute } from '@tanstack/react-router'
import { InvoiceEdit } from '../../../../screens/books/InvoiceEdit.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/accounts/invoices/$id')({
  beforeLoad: requireNumericParams,
  component: Edit,
})

function Edit() {
  const { id } = Route.useParams()
  return <InvoiceEdit key={id} id={Number(id)} />
}
