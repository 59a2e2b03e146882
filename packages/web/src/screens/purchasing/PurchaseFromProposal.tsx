import { Button } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { t } from '../../i18n/index.ts'
import { orderLinesParam } from './order-lines.ts'

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
