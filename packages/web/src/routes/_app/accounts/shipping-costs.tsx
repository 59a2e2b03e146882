import { createFileRoute } from '@tanstack/react-router'
import { ShippingCosts } from '../../../screens/purchasing/ShippingCosts.tsx'

type Search = { shipment?: number }

/** `?shipment=12`: the shipment whose costs are entered (the link from a shipment's screen). */
function shipmentOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined
}

export const Route = createFileRoute('/_app/accounts/shipping-costs')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const shipment = shipmentOf(search.shipment)
    return shipment === undefined ? {} : { shipment }
  },
  component: Costs,
})

function Costs() {
  const { shipment } = Route.useSearch()
  const id = shipment === undefined ? '' : String(shipment)
  return <ShippingCosts key={id} shipmentId={id} />
}
