import {
  type FulfillmentPrint,
  fulfillmentDocument,
  type StockDocumentOptions,
  type TransferPrint,
  transferDocument,
} from '@pos/core'
import type { DeviceOutcome } from '../outcome.ts'
import { printWithoutBlocking, type ReceiptPrinter } from './receipt-printer.ts'

export type StockPrintOptions = StockDocumentOptions & {
  /** Where a failed print is logged (spec 8: printing errors are logged, never blocking). */
  readonly log?: (message: string, detail: unknown) => void
}

const consoleLog = (message: string, detail: unknown) => console.error(message, detail)

/**
 * Prints a transfer on the register's printer (Epson ePOS-Print XML or the system dialog), as core's
 * transferDocument; the job id is the transfer number. Resolves with the outcome, never rejects.
 */
export function printTransfer(
  printer: ReceiptPrinter,
  transfer: TransferPrint,
  options: StockPrintOptions = {},
): Promise<DeviceOutcome<void>> {
  const { log = consoleLog, ...document } = options
  return printWithoutBlocking(printer, transferDocument(transfer, document), { jobId: transfer.number }, log)
}

/** Prints a fulfillment (pick slip) the same way, as core's fulfillmentDocument. */
export function printFulfillment(
  printer: ReceiptPrinter,
  fulfillment: FulfillmentPrint,
  options: StockPrintOptions = {},
): Promise<DeviceOutcome<void>> {
  const { log = consoleLog, ...document } = options
  return printWithoutBlocking(
    printer,
    fulfillmentDocument(fulfillment, document),
    { jobId: fulfillment.number },
    log,
  )
}
