/**
 * @pos/devices: card terminals and printers. Each device is an interface with implementations that share
 * one contract suite; every operation resolves to an outcome that says whether to retry. See README.md for
 * how the sale screen plugs in.
 */
export type { DeviceError, DeviceErrorCode, DeviceOutcome } from './outcome.ts'
export { DEVICE_ERRORS } from './outcome.ts'
export type { Raster } from './printer/epos-xml.ts'
export { packRaster, receiptToEposXml } from './printer/epos-xml.ts'
export type { EpsonPrinterOptions } from './printer/epson-printer.ts'
export {
  createEpsonPrinter,
  EPSON_HTTP_PORT,
  EPSON_HTTPS_PORT,
  EPSON_TIMEOUT_MS,
  eposServiceUrl,
  readEposResponse,
} from './printer/epson-printer.ts'
export { printerForRegister } from './printer/printer-for-register.ts'
export { rasterFromRgba, rasterizeUrl } from './printer/rasterize.ts'
export type { PrintOptions, ReceiptPrinter } from './printer/receipt-printer.ts'
export { printWithoutBlocking } from './printer/receipt-printer.ts'
export type { StockPrintOptions } from './printer/stock-printing.ts'
export { printFulfillment, printTransfer } from './printer/stock-printing.ts'
export type { SystemPrinterOptions } from './printer/system-printer.ts'
export { code128Svg, createSystemPrinter, receiptHtml } from './printer/system-printer.ts'
export type { BridgeTerminalOptions, SocketLike } from './terminal/bridge-terminal.ts'
export {
  createAdyenTerminal,
  createBridgeTerminal,
  createLinklyTerminal,
  outcomeOf,
} from './terminal/bridge-terminal.ts'
export type {
  PaymentTerminal,
  RecoveryStore,
  TerminalEvent,
  TerminalListener,
  TerminalOutcome,
  TerminalPayment,
  TerminalPaymentRequest,
} from './terminal/payment-terminal.ts'
export { memoryRecoveryStore, storageRecoveryStore } from './terminal/payment-terminal.ts'
export { createTapToPayTerminal, TAP_TO_PAY_UNSUPPORTED } from './terminal/tap-to-pay.ts'
