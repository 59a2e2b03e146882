import { createFileRoute } from '@tanstack/react-router'
import { NewFulfillment } from '../../../../screens/inventory/NewFulfillment.tsx'

export const Route = createFileRoute('/_app/inventory/fulfillments/new')({ component: NewFulfillment })
