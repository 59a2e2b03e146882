import { createFileRoute } from '@tanstack/react-router'
import { BillEdit } from '../../../../screens/purchasing/BillEdit.tsx'

export const Route = createFileRoute('/_app/accounts/bills-to-pay/new')({
  component: () => <BillEdit id={null} />,
})
