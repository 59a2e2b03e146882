import { err, ok, type Result } from '../shared/result.ts'

/** A line that was sold, with how much of it has been returned so far (a negative sum, or 0). */
export type SoldLine = { readonly line_id: string; readonly quantity: number; readonly returned: number }

/** How much of a sold line can still come back [RET1]: sold quantity minus what was returned, never < 0. */
export function returnableQuantity(line: SoldLine): number {
  return Math.max(0, line.quantity + Math.min(0, line.returned))
}

export const RETURN_ERRORS = {
  ALREADY_RETURNED: 'Those items have already been returned',
  NOT_A_SALE_LINE: 'A returned line must name a line of an earlier sale',
  UNLINKED_NOT_ALLOWED:
    'This sales person cannot return items without the original sale (unlinked returns are not enabled)',
  RETURN_IS_NEGATIVE: 'A returned line must have a negative quantity',
} as const
export type ReturnError = (typeof RETURN_ERRORS)[keyof typeof RETURN_ERRORS]

/** A line of the posted sale as the returns rule reads it. */
export type PostedReturnLine = { readonly quantity: number; readonly return_of_line_id?: string | null }

/**
 * Checks the return lines of a posted sale [RET2-RET4]: a line naming an original must be negative and,
 * summed with every other line of this sale naming the same original, stay within what is returnable; a
 * negative line without an original needs an employee with unlinked returns.
 */
export function returnProblem(
  lines: readonly PostedReturnLine[],
  sold: ReadonlyMap<string, SoldLine>,
  unlinkedAllowed: boolean,
): Result<null, ReturnError> {
  const asked = new Map<string, number>()
  for (const line of lines) {
    const original = line.return_of_line_id ?? null
    if (original === null) {
      if (line.quantity < 0 && !unlinkedAllowed) return err(RETURN_ERRORS.UNLINKED_NOT_ALLOWED)
      continue
    }
    if (line.quantity >= 0) return err(RETURN_ERRORS.RETURN_IS_NEGATIVE)
    if (!sold.has(original)) return err(RETURN_ERRORS.NOT_A_SALE_LINE)
    asked.set(original, (asked.get(original) ?? 0) - line.quantity)
  }
  for (const [original, quantity] of asked) {
    const line = sold.get(original)
    if (!line || quantity > returnableQuantity(line)) return err(RETURN_ERRORS.ALREADY_RETURNED)
  }
  return ok(null)
}
