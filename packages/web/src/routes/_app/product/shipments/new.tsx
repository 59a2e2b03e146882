import { createFileRoute } from '@tanstack/react-router'
import { ShipmentEdit } from '../../../../screens/purchasing/ShipmentEdit.tsx'

type Search = { order?: string }

export const Route = createFileRoute('/_app/product/shipments/new')({
  validateSearch: (search: Record<string, unknown>): Search =>
    typeof search.order === 'string' && /^\d{1,9}$/.test(search.order)
      ? { order: search.order }
      : typeof search.order === 'number' && Number.isSafeInteger(search.order) && search.order > 0
        ? { order: String(search.order) }
        : {},
  component: New,
})

function New() {
  const { order } = Route.useSearch()
  return <ShipmentEdit id={null} {...(order ? { initialOrder: order } : {})} />
}
