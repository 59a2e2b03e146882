/** A key press as the scanner detector sees it: the key (`'Enter'` or one printable character) and when. */
export type KeyStroke = { readonly key: string; readonly at: number }

export type ScanOptions = { readonly maxGapMs?: number; readonly minLength?: number }

export const SCAN_MAX_GAP_MS = 40
export const SCAN_MIN_LENGTH = 4

/** The detector's memory: the burst of printable keys so far and when the last came. */
export type ScanState = { readonly burst: string; readonly last: number | null }

export const EMPTY_SCAN: ScanState = { burst: '', last: null }

/**
 * Feeds one key press to the detector [SCAN1, SCAN2]. Returns the next state and, on the Enter that ends a
 * fast enough burst of at least `minLength` keys, the scanned code.
 *
 * @example
 * let state = EMPTY_SCAN
 * for (const [key, at] of [['9', 0], ['3', 8], ['1', 16], ['2', 24], ['Enter', 30]]) {
 *   const step = feedScanKey(state, { key, at })
 *   state = step.state // step.scan === '9312' on the Enter
 * }
 */
export function feedScanKey(
  state: ScanState,
  stroke: KeyStroke,
  options: ScanOptions = {},
): { state: ScanState; scan: string | null } {
  const maxGap = options.maxGapMs ?? SCAN_MAX_GAP_MS
  const minLength = options.minLength ?? SCAN_MIN_LENGTH
  const inTime = state.last !== null && stroke.at - state.last <= maxGap && stroke.at >= state.last
  if (stroke.key === 'Enter') {
    const scan = inTime && state.burst.length >= minLength ? state.burst : null
    return { state: EMPTY_SCAN, scan }
  }
  if (stroke.key.length !== 1) return { state: EMPTY_SCAN, scan: null }
  const burst = inTime ? state.burst + stroke.key : stroke.key
  return { state: { burst, last: stroke.at }, scan: null }
}

/** Every code scanned in a sequence of key presses (a convenience over `feedScanKey`). */
export function detectScans(strokes: readonly KeyStroke[], options: ScanOptions = {}): string[] {
  let state = EMPTY_SCAN
  const scans: string[] = []
  for (const stroke of strokes) {
    const step = feedScanKey(state, stroke, options)
    state = step.state
    if (step.scan !== null) scans.push(step.scan)
  }
  return scans
}
