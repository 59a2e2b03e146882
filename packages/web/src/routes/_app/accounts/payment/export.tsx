import { createFileRoute } from '@tanstack/react-router'
import { PaymentExport } from '../../../../screens/purchasing/PaymentExport.tsx'

export const Route = createFileRoute('/_app/accounts/payment/export')({
  component: PaymentExport,
})
