import { createFileRoute } from '@tanstack/react-router'
import { Stocktakes } from '../../../../screens/inventory/Stocktakes.tsx'

export const Route = createFileRoute('/_app/inventory/stocktakes/')({ component: Stocktakes })
