import type { ReceiptDocument } from '@pos/core'
import type { DeviceOutcome } from '../outcome.ts'

export type PrintOptions = {
  /** Pulse the cash drawer after printing (cash sales). */
  readonly openDrawer?: boolean
  /** A job id the printer echoes (printjobid), e.g. the receipt number. */
  readonly jobId?: string
}

/**
 * A receipt printer (style guideline 7): the register's printer_type picks Epson (ePOS-Print XML to
 * printer_ip) or the system print dialog. Receipts, transfers and fulfillments all print as core's
 * device-neutral ReceiptDocument. Implementations pass `contract/receipt-printer.contract.ts`.
 */
export type ReceiptPrinter = {
  readonly kind: 'epson' | 'system'
  print(document: ReceiptDocument, options?: PrintOptions): Promise<DeviceOutcome<void>>
  /** `/register/open-cash-drawer`: a drawer pulse with nothing printed (the system printer cannot). */
  openDrawer(): Promise<DeviceOutcome<void>>
}

/**
 * Prints and logs a failure instead of surfacing it (spec 8: printing errors are only logged and never block a
 * sale). Resolves with the outcome for callers that want to offer a reprint.
 */
export async function printWithoutBlocking(
  printer: ReceiptPrinter,
  document: ReceiptDocument,
  options: PrintOptions,
  log: (message: string, detail: unknown) => void,
): Promise<DeviceOutcome<void>> {
  try {
    const outcome = await printer.print(document, options)
    if (!outcome.ok) log('printing failed', outcome.error)
    return outcome
  } catch (error) {
    log('printing failed', error)
    return { ok: false, error: { code: 'PRINTER_ERROR', retryable: true, message: String(error) } }
  }
}
