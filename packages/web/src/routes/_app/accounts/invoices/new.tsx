import { createFileRoute } from '@tanstack/react-router'
import { InvoiceEdit } from '../../../../screens/books/InvoiceEdit.tsx'

export const Route = createFileRoute('/_app/accounts/invoices/new')({
  component: () => <InvoiceEdit id={null} />,
})
