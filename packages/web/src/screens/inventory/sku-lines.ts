import type { StockOnHandLine as StockRow } from '@pos/core'
import { inventoryApi } from './inventory-api.ts'

export type SkuLine = {
  item_id: number
  sku: string
  name: string
  quantity: number
  /** Further numbers typed after the quantity (a maximum after a minimum). */
  rest?: string[]
}

/**
 * Lines typed as "SKU quantity", one a line (the quantity 1 when left out), resolved to the warehouse's items (any
 * warehouse's, with none) by their exact SKU. A SKU the warehouse does not hold is named in the refusal; a quantity is checked by the form's
 * schema afterwards, so its message is the same as the server's.
 */
export async function resolveSkuLines(
  text: string,
  warehouseId: number | null,
): Promise<{ ok: true; lines: SkuLine[] } | { ok: false; message: string }> {
  const lines: SkuLine[] = []
  for (const raw of text.split('\n')) {
    const [sku, quantity, ...rest] = raw.trim().split(/\s+/)
    if (!sku) continue
    const page = await inventoryApi.stock({
      search: sku,
      ...(warehouseId === null ? {} : { warehouse_id: String(warehouseId) }),
    })
    const item = page.stock.find((row) => row.sku.toLowerCase() === sku.toLowerCase())
    if (!item)
      return {
        ok: false,
        message:
          warehouseId === null ? `No item with SKU ${sku}` : `No item with SKU ${sku} in this warehouse`,
      }
    lines.push({
      item_id: Number(item.item_id),
      sku: item.sku,
      name: item.name,
      quantity: Number(quantity ?? 1),
      rest,
    })
  }
  return { ok: true, lines }
}

/** A refusal to show: its sentence and the field it concerns (a dot path such as `lines.0.quantity`). */
export type FormRefusal = { message: string; field?: string | undefined }

/** The refusal's message when it concerns this field (or any field under it), for the Field under it. */
export function errorFor(refusal: FormRefusal | undefined, key: string): string | undefined {
  if (!refusal?.field) return undefined
  const field = refusal.field.replaceAll(' ', '_')
  return field === key || field.startsWith(`${key}.`) || field.startsWith(`${key}_`)
    ? refusal.message
    : undefined
}

/** The refusal's message when it concerns none of these fields: shown by the form's button. */
export function otherError(refusal: FormRefusal | undefined, keys: readonly string[]): string | undefined {
  if (!refusal) return undefined
  return keys.some((key) => errorFor(refusal, key)) ? undefined : refusal.message
}

/** How many matches the item finder offers: enough to choose from, few enough to read. */
export const FINDER_MATCHES = 8

/**
 * The items among stock rows (one row per item and warehouse), each once, the exact SKU first, then in the
 * order found; at most FINDER_MATCHES.
 */
export function itemsOfStock(rows: readonly StockRow[], search: string): StockRow[] {
  const wanted = search.trim().toLowerCase()
  const seen = new Map<string, StockRow>()
  for (const row of rows) if (!seen.has(row.item_id)) seen.set(row.item_id, row)
  const items = [...seen.values()]
  const exact = items.filter((row) => row.sku.toLowerCase() === wanted)
  return [...exact, ...items.filter((row) => !exact.includes(row))].slice(0, FINDER_MATCHES)
}

/**
 * The lines with one more of `sku`: its line's quantity goes up by one (what follows the quantity is kept), or a
 * line "SKU 1" is added at the end. Blank lines stay where they are; a line is matched by its SKU in any case.
 */
export function addSkuLine(text: string, sku: string): string {
  const rows = text.split('\n')
  const at = rows.findIndex((raw) => raw.trim().split(/\s+/)[0]?.toLowerCase() === sku.toLowerCase())
  if (at === -1) {
    const kept = text.trimEnd()
    return `${kept === '' ? '' : `${kept}\n`}${sku} 1`
  }
  const [found, quantity, ...rest] = rows[at]!.trim().split(/\s+/)
  // A line without a count is one; a word where the count goes is kept after the new count.
  const counted = quantity !== undefined && /^\d+$/.test(quantity)
  const extra = counted || quantity === undefined ? [] : [quantity]
  rows[at] = [found, String((counted ? Number(quantity) : 1) + 1), ...extra, ...rest].join(' ')
  return rows.join('\n')
}
