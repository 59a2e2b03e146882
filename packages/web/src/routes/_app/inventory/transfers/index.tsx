import { createFileRoute } from '@tanstack/react-router'
import { Transfers } from '../../../../screens/inventory/Transfers.tsx'

export const Route = createFileRoute('/_app/inventory/transfers/')({ component: Transfers })
