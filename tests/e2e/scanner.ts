// A barcode scanner as the sale screen meets it: a burst of key presses ended by Enter, outside any field.
// The burst is dispatched inside the page in one go, as a scanner's keys arrive, so its timing doesn't depend
// on how fast the test process reaches the browser on a busy machine (Playwright's key-by-key typing can
// stretch the gaps past the detector's SCAN_MAX_GAP_MS there).
import type { Page } from 'playwright-core'

export async function scannerBurst(page: Page, code: string): Promise<void> {
  await page.evaluate((text) => {
    const target = document.activeElement ?? document.body
    for (const key of [...text, 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }))
    }
  }, code)
}
