import { EMPTY_SCAN, feedScanKey, type ScanState } from '@pos/core'
import { useEffect, useRef } from 'react'

/**
 * Listens for barcode scanner bursts (core `feedScanKey`: fast keys ended by Enter) anywhere on the page
 * except in a text field, whose own Enter handles what is typed there.
 */
export function useScanner(onScan: (code: string) => void, enabled: boolean): void {
  const state = useRef<ScanState>(EMPTY_SCAN)
  const handler = useRef(onScan)
  handler.current = onScan
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
        handler.current(step.scan)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [enabled])
}
