import { createFileRoute } from '@tanstack/react-router'
import { NewTransfer } from '../../../../screens/inventory/Transfers.tsx'

export const Route = createFileRoute('/_app/inventory/transfers/new')({ component: NewTransfer })
