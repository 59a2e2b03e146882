/** A whole number typed (up to 7 digits), or null. */
export const wholeOf = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text) : null)

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
