import { type Minor, minor } from '../money/minor.ts'
import { GIFT_CARD_VIEW, type SaleLine } from './types.ts'

/** quantity × item_price: the line before any discount. */
export function lineGross(line: Pick<SaleLine, 'quantity' | 'item_price'>): Minor {
  return minor(line.quantity * line.item_price)
}

/** The line after its discounts: gross − item_discount. */
export function lineNet(line: Pick<SaleLine, 'quantity' | 'item_price' | 'item_discount'>): Minor {
  return minor(line.quantity * line.item_price - line.item_discount)
}

/** A gift card sold on the line (item or product view 'Gift Card'). */
export function isGiftCardLine(line: Pick<SaleLine, 'item' | 'product'>): boolean {
  return line.item.view === GIFT_CARD_VIEW || line.product.view === GIFT_CARD_VIEW
}

/** A return line (negative quantity). */
export function isReturnLine(line: Pick<SaleLine, 'quantity'>): boolean {
  return line.quantity < 0
}

/**
 * The canonical order of a sale's lines [SALE4]: by line id, then list position for (invalid) duplicates.
 * Every tie that could put a cent on one line or another is broken in this order, never by list position,
 * so totals do not depend on the order lines were added.
 */
export function canonicalLineOrder(lines: readonly Pick<SaleLine, 'id'>[]): number[] {
  return lines
    .map((_, index) => index)
    .sort((a, b) => {
      const idA = lines[a]!.id
      const idB = lines[b]!.id
      return idA < idB ? -1 : idA > idB ? 1 : a - b
    })
}
