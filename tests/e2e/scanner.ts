// A barcode scanner as the sale screen meets it: a burst of key presses ended by Enter, into whatever has the
// focus. The burst is dispatched inside the page in one go, as a scanner's keys arrive, so its timing doesn't
// depend on how fast the test process reaches the browser on a busy machine (Playwright's key-by-key typing can
// stretch the gaps past the detector's SCAN_MAX_GAP_MS there).
import type { Page } from 'playwright-core'

/**
 * Scans `code`. Outside any field the keys are only key events (the page's scan detector reads them); into a
 * focused text field each key also types its character (an input event, as a keyboard-wedge scanner's does),
 * then Enter.
 */
export async function scannerBurst(page: Page, code: string): Promise<void> {
  await page.evaluate((text) => {
    const target = document.activeElement ?? document.body
    const field = target instanceof HTMLInputElement ? target : null
    // React tracks a controlled input's value through the prototype's setter, as typing does.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    for (const key of [...text, 'Enter']) {
      const typed = target.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      )
      if (field && typed && key !== 'Enter' && setValue) {
        setValue.call(field, field.value + key)
        field.dispatchEvent(new InputEvent('input', { bubbles: true, data: key, inputType: 'insertText' }))
      }
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }))
    }
  }, code)
}
