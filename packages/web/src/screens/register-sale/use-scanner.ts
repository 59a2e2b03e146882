import { EMPTY_SCAN, feedScanKey, type ScanState } from '@pos/core'
import { useEffect, useRef } from 'react'

/**
 * Listens for barcode scanner bursts (core `feedScanKey`: fast keys ended by Enter) anywhere on the page
 * except in a text field, whose own Enter handles what is typed there. `onBurst` hears the burst so far after
 * each of its keys (to ask for the code before its Enter).
 */
export function useScanner(
  onScan: (code: string) => void,
  enabled: boolean,
  onBurst?: (burst: string) => void,
): void {
  const state = useRef<ScanState>(EMPTY_SCAN)
  const handler = useRef({ onScan, onBurst })
  handler.current = { onScan, onBurst }
  useEffect(() => {
    if (!enabled) return
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null
      if (
        target &&
        (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)
      ) {
        state.current = EMPTY_SCAN
        return
      }
      const step = feedScanKey(state.current, { key: event.key, at: event.timeStamp })
      state.current = step.state
      if (step.scan !== null) {
        event.preventDefault()
        handler.current.onScan(step.scan)
      } else if (step.state.burst) {
        handler.current.onBurst?.(step.state.burst)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [enabled])
}
