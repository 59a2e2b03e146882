import { type EpsonSim, startEpsonSim } from '@pos/sim'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractReceipt, runReceiptPrinterContract } from '../test/receipt-printer.contract.ts'
import { receiptToEposXml } from './epos-xml.ts'
import { createEpsonPrinter, eposServiceUrl, readEposResponse } from './epson-printer.ts'
import { code128Svg, createSystemPrinter, receiptHtml } from './system-printer.ts'

let sim: EpsonSim
let seenJobs = 0
beforeAll(async () => {
  sim = await startEpsonSim()
})
afterAll(() => sim.close())

const printerIp = () => sim.url.replace('http://', '')

function drawerSince(): boolean {
  const fresh = sim.jobs.slice(seenJobs)
  seenJobs = sim.jobs.length
  return fresh.some((job) => job.pulses.length > 0)
}

runReceiptPrinterContract({
  name: 'Epson ePOS-Print, Epson simulator',
  create: () => createEpsonPrinter({ printerIp: printerIp() }),
  lastPrinted: () => sim.jobs.at(-1)?.text.join('\n') ?? null,
  failNext: () => sim.setMode('cover_open'),
  recover: () => sim.setMode('ok'),
  drawerPulsed: drawerSince,
})

let dialog: string | null = null
let dialogFails = false
runReceiptPrinterContract({
  name: 'System print dialog (the page it prints)',
  create: () =>
    createSystemPrinter({
      // A headless run cannot open the browser's dialog; this stands in for it and keeps the page it was given.
      printHtml: async (html) => {
        if (dialogFails) throw new Error('the print dialog failed')
        dialog = html.replace(/<[^>]+>/g, '\n').replace(/&amp;/g, '&')
      },
    }),
  lastPrinted: () => dialog,
  failNext: () => {
    dialogFails = true
  },
  recover: () => {
    dialogFails = false
  },
  drawerPulsed: () => null,
})

describe('Epson specifics (spec 9)', () => {
  it('addresses the printer on 8008, 8043 over https, with a 60 s time-out', () => {
    expect(eposServiceUrl('192.168.1.50')).toBe(
      'http://192.168.1.50:8008/cgi-bin/epos/service.cgi?devid=local_printer&timeout=60000',
    )
    expect(eposServiceUrl('192.168.1.50', true)).toBe(
      'https://192.168.1.50:8043/cgi-bin/epos/service.cgi?devid=local_printer&timeout=60000',
    )
  })

  it('prints the receipt number as Code128 at 60 dots high and double rows at double size', () => {
    const xml = receiptToEposXml(contractReceipt('C-2001'))
    expect(xml).toContain(
      '<barcode type="code128" hri="none" font="font_a" width="2" height="60">{BC-2001</barcode>',
    )
    expect(xml).toMatch(/<text align="center" width="2" height="2" em="true">Tax Invoice&#10;<\/text>/)
  })

  it('says whether to retry from the printer answer', () => {
    const answer = (code: string) => readEposResponse(`<response success="false" code="${code}" status="8"/>`)
    expect(answer('EPTR_REC_EMPTY')).toMatchObject({
      ok: false,
      error: { code: 'PRINTER_PAPER_OUT', retryable: true },
    })
    expect(answer('SchemaError')).toMatchObject({
      ok: false,
      error: { code: 'PRINTER_REJECTED', retryable: false },
    })
    expect(readEposResponse('<response success="true" code="" status="2"/>').ok).toBe(true)
  })

  it('is offline, retryably, when nothing answers', async () => {
    const outcome = await createEpsonPrinter({ printerIp: '127.0.0.1:9', requestTimeoutMs: 2000 }).print(
      contractReceipt('C-3001'),
    )
    expect(outcome).toMatchObject({ ok: false, error: { code: 'PRINTER_OFFLINE', retryable: true } })
  })
})

describe('system print page (spec 9)', () => {
  it('is 80 mm wide and draws the receipt number as a Code128 barcode of 150×60 px', () => {
    const html = receiptHtml(contractReceipt('C-4001'))
    expect(html).toContain('@page{size:80mm auto')
    expect(html).toContain('max-width:302px')
    const svg = /<svg[^>]*class="barcode"[^>]*>/.exec(html)?.[0] ?? ''
    expect(svg).toContain('width="150"')
    expect(svg).toContain('height="60"')
    expect(svg).toContain('aria-label="C-4001"')
    // START B, 6 characters, check, STOP: 11 × 8 + 13 modules; bars are every other module run.
    expect(svg).toContain(`viewBox="0 0 ${11 * 8 + 13} 60"`)
    expect(html).not.toContain('[code128')
    expect(code128Svg('C-4001', 150, 60).match(/<rect /g)?.length).toBe(3 * 8 + 4)
  })
})
