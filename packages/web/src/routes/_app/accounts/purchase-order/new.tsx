import { createFileRoute } from '@tanstack/react-router'
import { orderLinesOf } from '../../../../screens/purchasing/order-lines.ts'
import { PurchaseOrderEdit } from '../../../../screens/purchasing/PurchaseOrderEdit.tsx'

type Search = { warehouse?: string; lines?: string }

export const Route = createFileRoute('/_app/accounts/purchase-order/new')({
  validateSearch: (search: Record<string, unknown>): Search => ({
    ...(typeof search.warehouse === 'string' && /^\d{1,9}$/.test(search.warehouse)
      ? { warehouse: search.warehouse }
      : typeof search.warehouse === 'number'
        ? { warehouse: String(search.warehouse) }
        : {}),
    ...(typeof search.lines === 'string' ? { lines: search.lines.slice(0, 20_000) } : {}),
  }),
  component: New,
})

function New() {
  const search = Route.useSearch()
  return (
    <PurchaseOrderEdit
      id={null}
      initial={{ warehouse: search.warehouse ?? '', lines: orderLinesOf(search.lines) }}
    />
  )
}
