import { createFileRoute } from '@tanstack/react-router'
import { StockOnHand } from '../../../../screens/inventory/StockOnHand.tsx'

export const Route = createFileRoute('/_app/inventory/stock-on-hand/')({ component: StockOnHand })
