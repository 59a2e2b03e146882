import { Link as RadixLink } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'

/** An item's SKU as the way to its stock movements in one warehouse (from stock on hand, from a location). */
export function StockMovementsLink({
  warehouseId,
  productId,
  itemId,
  sku,
}: {
  warehouseId: number
  productId: string
  itemId: string
  sku: string
}) {
  return (
    <RadixLink asChild>
      <Link
        to="/inventory/stock-movements/$warehouse_id/$product_id/$item_id"
        params={{ warehouse_id: String(warehouseId), product_id: productId, item_id: itemId }}
      >
        {sku}
      </Link>
    </RadixLink>
  )
}
