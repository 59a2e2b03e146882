import { createFileRoute } from '@tanstack/react-router'
import { Fulfillments } from '../../../../screens/inventory/Fulfillments.tsx'

export const Route = createFileRoute('/_app/inventory/fulfillments/')({ component: Fulfillments })
