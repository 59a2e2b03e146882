import { createFileRoute } from '@tanstack/react-router'
import { ShippingCosts } from '../../../screens/purchasing/ShippingCosts.tsx'

type Search = { shipment?: string }

export const Route = createFileRoute('/_app/accounts/shipping-costs')({
  validateSearch: (search: Record<string, unknown>): Search =>
    typeof search.shipment === 'string' && /^\d{1,9}$/.test(search.shipment)
      ? { shipment: search.shipment }
      : typeof search.shipment === 'number' && Number.isSafeInteger(search.shipment) && search.shipment > 0
        ? { shipment: String(search.shipment) }
        : {},
  component: Costs,
})

function Costs() {
  const { shipment } = Route.useSearch()
  return <ShippingCosts key={shipment ?? ''} shipmentId={shipment ?? ''} />
}
