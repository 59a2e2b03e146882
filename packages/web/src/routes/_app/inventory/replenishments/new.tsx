import { createFileRoute } from '@tanstack/react-router'
import { NewReplenishment } from '../../../../screens/inventory/NewReplenishment.tsx'

export const Route = createFileRoute('/_app/inventory/replenishments/new')({ component: NewReplenishment })
