import { Button } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { t } from '../../i18n/index.ts'
import { wholeOf } from './parts.tsx'

/** The lines a new purchase order starts with, in its address: `SKU:units` joined by commas. */
export function orderLinesParam(lines: readonly { sku: string; quantity: string }[]): string {
  return lines
    .flatMap((line) => {
      const units = wholeOf(line.quantity)
      return units && units > 0 ? [`${encodeURIComponent(line.sku)}:${units}`] : []
    })
    .join(',')
}

/** The lines of a new purchase order's address, as typed lines. */
export function orderLinesOf(param: string | undefined): { sku: string; quantity: string }[] {
  if (!param) return []
  return param
    .split(',')
    .slice(0, 500)
    .flatMap((part) => {
      const at = part.lastIndexOf(':')
      if (at <= 0) return []
      const quantity = part.slice(at + 1)
      try {
        return wholeOf(quantity)
          ? [{ sku: decodeURIComponent(part.slice(0, at)).slice(0, 60), quantity }]
          : []
      } catch {
        return []
      }
    })
}

/**
 * Replenishment with no source warehouse is a purchase: "Create Purchase Order" opens a new purchase order for the
 * destination with the proposed quantities by SKU; the supplier and costs are chosen there.
 */
export function PurchaseFromProposal({
  warehouse,
  lines,
}: {
  warehouse: string
  lines: readonly { sku: string; quantity: string }[]
}) {
  return (
    <Button asChild variant="soft">
      <Link to="/accounts/purchase-order/new" search={{ warehouse, lines: orderLinesParam(lines) }}>
        {t('purchasing.create_order')}
      </Link>
    </Button>
  )
}
