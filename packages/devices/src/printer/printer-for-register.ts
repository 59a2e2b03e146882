import { createEpsonPrinter, type EpsonPrinterOptions } from './epson-printer.ts'
import { rasterizeUrl } from './rasterize.ts'
import type { ReceiptPrinter } from './receipt-printer.ts'
import { createSystemPrinter, type SystemPrinterOptions } from './system-printer.ts'

/** The printer a register names (spec 3: printer_type epson or system, printer_ip); Epson draws logos in the browser. */
export function printerForRegister(
  register: { printer_type: 'epson' | 'system'; printer_ip: string },
  options: Omit<EpsonPrinterOptions, 'printerIp'> & SystemPrinterOptions = {},
): ReceiptPrinter {
  if (register.printer_type === 'epson' && register.printer_ip.trim())
    return createEpsonPrinter({ rasterize: rasterizeUrl, ...options, printerIp: register.printer_ip })
  return createSystemPrinter(options)
}
