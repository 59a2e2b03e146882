import type { ReceiptDocument } from '@pos/core'
import { DEVICE_ERRORS, type DeviceErrorCode, type DeviceOutcome, failed, succeeded } from '../outcome.ts'
import { eposEnvelope, type Raster, receiptToEposXml } from './epos-xml.ts'
import type { PrintOptions, ReceiptPrinter } from './receipt-printer.ts'

/** Spec 9: ePOS port 8008, 8043 over https; 60 s print time-out. */
export const EPSON_HTTP_PORT = 8008
export const EPSON_HTTPS_PORT = 8043
export const EPSON_TIMEOUT_MS = 60_000

export type EpsonPrinterOptions = {
  /** The register's printer_ip; may carry its own `:port` (the simulator, a printer on 80/443). */
  printerIp: string
  /** https (8043) when the page itself is https, as browsers refuse mixed content. */
  https?: boolean
  devid?: string
  fetch?: typeof fetch
  /** Draws a logo URL as an Epson raster ≤ 302 px wide; without it logos are left out. */
  rasterize?: (url: string, maxWidth: number) => Promise<Raster | null>
  /** The wait for the printer's answer: its 60 s print time-out plus the trip. */
  requestTimeoutMs?: number
}

/** Printer answers (device-protocols 3.4) as outcomes that say whether to retry. */
const CODES: Record<string, { code: DeviceErrorCode; retryable: boolean }> = {
  EPTR_COVER_OPEN: { code: DEVICE_ERRORS.PRINTER_COVER_OPEN, retryable: true },
  EPTR_REC_EMPTY: { code: DEVICE_ERRORS.PRINTER_PAPER_OUT, retryable: true },
  EPTR_AUTOMATICAL: { code: DEVICE_ERRORS.PRINTER_ERROR, retryable: true },
  EPTR_CUTTER: { code: DEVICE_ERRORS.PRINTER_ERROR, retryable: true },
  EX_TIMEOUT: { code: DEVICE_ERRORS.PRINTER_BUSY, retryable: true },
  EX_ENPC_TIMEOUT: { code: DEVICE_ERRORS.PRINTER_BUSY, retryable: true },
  ERROR_DEVICE_BUSY: { code: DEVICE_ERRORS.PRINTER_BUSY, retryable: true },
  EX_SPOOLER: { code: DEVICE_ERRORS.PRINTER_BUSY, retryable: true },
  TooManyRequests: { code: DEVICE_ERRORS.PRINTER_BUSY, retryable: true },
  DeviceNotFound: { code: DEVICE_ERRORS.PRINTER_NOT_FOUND, retryable: false },
  SchemaError: { code: DEVICE_ERRORS.PRINTER_REJECTED, retryable: false },
  EPTR_MECHANICAL: { code: DEVICE_ERRORS.PRINTER_ERROR, retryable: false },
  EPTR_UNRECOVERABLE: { code: DEVICE_ERRORS.PRINTER_ERROR, retryable: false },
}

/** The service URL for a printer_ip (spec 9). */
export function eposServiceUrl(printerIp: string, https = false, devid = 'local_printer'): string {
  const host = printerIp
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
  const withPort = /:\d+$/.test(host) ? host : `${host}:${https ? EPSON_HTTPS_PORT : EPSON_HTTP_PORT}`
  return `${https ? 'https' : 'http'}://${withPort}/cgi-bin/epos/service.cgi?devid=${encodeURIComponent(devid)}&timeout=${EPSON_TIMEOUT_MS}`
}

/** Reads an ePOS-Print response. */
export function readEposResponse(xml: string): DeviceOutcome<void> {
  const tag = /<response\b[^>]*>/.exec(xml)?.[0]
  if (!tag) return failed(DEVICE_ERRORS.PRINTER_ERROR, true, 'The printer answered without a response')
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? ''
  const success = attr('success')
  if (success === 'true' || success === '1') return succeeded(undefined)
  const code = attr('code')
  const known = CODES[code] ?? { code: DEVICE_ERRORS.PRINTER_ERROR, retryable: true }
  return failed(known.code, known.retryable, `Printer: ${code || 'error'} (status ${attr('status')})`)
}

/** An Epson TM printer reached by ePOS-Print XML over HTTP from the browser. */
export function createEpsonPrinter(options: EpsonPrinterOptions): ReceiptPrinter {
  const http = options.fetch ?? ((input, init) => fetch(input, init))
  const url = eposServiceUrl(options.printerIp, options.https, options.devid)

  async function send(xml: string): Promise<DeviceOutcome<void>> {
    try {
      const response = await http(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/xml; charset=utf-8',
          SOAPAction: '""',
          'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT',
        },
        body: xml,
        signal: AbortSignal.timeout(options.requestTimeoutMs ?? EPSON_TIMEOUT_MS + 5_000),
      })
      if (response.status !== 200)
        return failed(DEVICE_ERRORS.PRINTER_ERROR, true, `Printer answered HTTP ${response.status}`)
      return readEposResponse(await response.text())
    } catch (error) {
      return failed(
        DEVICE_ERRORS.PRINTER_OFFLINE,
        true,
        `Printer not reachable at ${options.printerIp}: ${String(error)}`,
      )
    }
  }

  return {
    kind: 'epson',
    async print(document: ReceiptDocument, printOptions: PrintOptions = {}) {
      const logos = new Map<string, Raster>()
      for (const row of document.rows) {
        if (row.kind !== 'image' || !options.rasterize || logos.has(row.url)) continue
        const raster = await options.rasterize(row.url, row.maxWidth).catch(() => null)
        if (raster) logos.set(row.url, raster)
      }
      return send(
        receiptToEposXml(document, {
          logos,
          ...(printOptions.openDrawer ? { openDrawer: true } : {}),
          ...(printOptions.jobId ? { jobId: printOptions.jobId } : {}),
        }),
      )
    },
    openDrawer() {
      return send(eposEnvelope('<pulse drawer="drawer_1" time="pulse_100"/>'))
    },
  }
}
