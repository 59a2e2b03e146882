import { createFileRoute } from '@tanstack/react-router'
import { CustomerEdit } from '../../../../screens/customers/CustomerEdit.tsx'

export const Route = createFileRoute('/_app/customers/customers/new')({
  component: () => <CustomerEdit id={null} />,
})
