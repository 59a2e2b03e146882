import { createFileRoute } from '@tanstack/react-router'
import { PurchaseOrderEdit } from '../../../../screens/purchasing/PurchaseOrderEdit.tsx'

export const Route = createFileRoute('/_app/accounts/purchase-order/new')({
  component: () => <PurchaseOrderEdit id={null} />,
})
