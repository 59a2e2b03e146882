import { code128Modules, type ReceiptDocument, renderReceiptText } from '@pos/core'
import { DEVICE_ERRORS, failed, succeeded } from '../outcome.ts'
import type { ReceiptPrinter } from './receipt-printer.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
}

/** A Code128 barcode as an SVG of exactly `width`×`height` CSS pixels (spec 9: 150×60). */
export function code128Svg(data: string, width: number, height: number): string {
  const modules = code128Modules(data)
  const total = modules.reduce((sum, module) => sum + module, 0)
  let x = 0
  const bars: string[] = []
  modules.forEach((module, i) => {
    if (i % 2 === 0) bars.push(`<rect x="${x}" y="0" width="${module}" height="${height}"/>`)
    x += module
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="barcode" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${total} ${height}" preserveAspectRatio="none" shape-rendering="crispEdges" ` +
    `role="img" aria-label="${escapeHtml(data)}">${bars.join('')}</svg>`
  )
}

/**
 * The receipt (or transfer, fulfillment) as a page for the system print dialog: 80 mm wide, monospace, the
 * logo as an image at most 302 px wide, and the Code128 barcode drawn at 150×60.
 */
export function receiptHtml(document: ReceiptDocument): string {
  const logo = document.rows.find((row) => row.kind === 'image')
  const barcodes = document.rows.filter((row) => row.kind === 'barcode')
  const blocks: string[] = []
  let text: string[] = []
  const flush = () => {
    if (text.length > 0) blocks.push(`<pre>${text.join('\n')}</pre>`)
    text = []
  }
  for (const line of renderReceiptText(document)) {
    const trimmed = line.trim()
    const barcode = trimmed.startsWith('[code128 ')
      ? barcodes.find((row) => trimmed === `[code128 ${row.data}]`)
      : undefined
    if (barcode && barcode.kind === 'barcode') {
      flush()
      blocks.push(`<div class="code">${code128Svg(barcode.data, barcode.width, barcode.height)}</div>`)
    } else text.push(trimmed === '[logo]' ? '' : escapeHtml(line))
  }
  flush()
  return (
    '<!doctype html><html><head><meta charset="utf-8"><title>Receipt</title><style>' +
    '@page{size:80mm auto;margin:4mm}body{margin:0;font:11px/1.25 "DejaVu Sans Mono",Menlo,Consolas,monospace}' +
    'pre{margin:0;white-space:pre}img{display:block;margin:0 auto 4px;max-width:302px}' +
    '.code{text-align:center;margin:4px 0}.barcode{display:inline-block}</style></head><body>' +
    (logo && logo.kind === 'image' ? `<img src="${escapeHtml(logo.url)}" alt="">` : '') +
    `${blocks.join('')}</body></html>`
  )
}

export type SystemPrinterOptions = {
  /** Shows `html` in the system print dialog; the default prints from a hidden iframe of this page. */
  printHtml?: (html: string) => Promise<void>
}

/** Prints from a hidden iframe and resolves when the dialog closes (afterprint) or at once if unsupported. */
async function printInIframe(html: string): Promise<void> {
  const frame = document.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0'
  document.body.appendChild(frame)
  try {
    const view = frame.contentWindow
    if (!view) throw new Error('no print frame')
    view.document.open()
    view.document.write(html)
    view.document.close()
    await new Promise<void>((resolve) => {
      view.addEventListener('afterprint', () => resolve(), { once: true })
      view.focus()
      view.print()
      // Some browsers print synchronously and never fire afterprint for an iframe.
      setTimeout(resolve, 1000)
    })
  } finally {
    frame.remove()
  }
}

/** The system print dialog (printer_type 'system'). It cannot pulse a cash drawer. */
export function createSystemPrinter(options: SystemPrinterOptions = {}): ReceiptPrinter {
  const printHtml = options.printHtml ?? printInIframe
  return {
    kind: 'system',
    async print(receipt: ReceiptDocument) {
      try {
        await printHtml(receiptHtml(receipt))
        return succeeded(undefined)
      } catch (error) {
        return failed(DEVICE_ERRORS.PRINTER_ERROR, true, `System print failed: ${String(error)}`)
      }
    },
    async openDrawer() {
      return failed(DEVICE_ERRORS.PRINTER_NOT_FOUND, false, 'The system printer has no cash drawer')
    },
  }
}
