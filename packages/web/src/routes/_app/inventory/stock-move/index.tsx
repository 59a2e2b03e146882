import { createFileRoute } from '@tanstack/react-router'
import { StockMove } from '../../../../screens/inventory/StockMove.tsx'

export const Route = createFileRoute('/_app/inventory/stock-move/')({ component: StockMove })
