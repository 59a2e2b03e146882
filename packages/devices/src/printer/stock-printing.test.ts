import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StockDocumentLine } from '@pos/core'
import { type EpsonSim, startEpsonSim } from '@pos/sim'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEpsonPrinter } from './epson-printer.ts'
import { printFulfillment, printTransfer } from './stock-printing.ts'
import { createSystemPrinter } from './system-printer.ts'

let sim: EpsonSim
beforeAll(async () => {
  sim = await startEpsonSim({ outDir: mkdtempSync(join(tmpdir(), 'stock-print-')) })
})
afterAll(() => sim.close())

const lines: StockDocumentLine[] = [
  { sku: 'BAG-2', name: 'Canvas bag', quantity: 3 },
  { sku: 'MUG-1', name: 'Enamel mug', quantity: 5 },
]
const epson = () => createEpsonPrinter({ printerIp: sim.url.replace('http://', '') })

describe('transfers and fulfillments print like receipts', () => {
  it('prints a transfer on the Epson printer: the job holds its number, warehouses, lines, units and barcode, and a PNG', async () => {
    const outcome = await printTransfer(
      epson(),
      {
        number: 'T-1042',
        created: '2026-11-21T01:00:00Z',
        from_warehouse: 'Sydney DC',
        to_warehouse: 'George St',
        lines,
      },
      { header: 'Harbour Goods' },
    )
    expect(outcome).toEqual({ ok: true, value: undefined })
    const job = await sim.waitForJob((j) => j.printjobid === 'T-1042')
    const text = job.text.join('\n')
    expect(text).toContain('Transfer T-1042')
    expect(text).toMatch(/From\s+Sydney DC/)
    expect(text).toMatch(/To\s+George St/)
    expect(text).toMatch(/Canvas bag\s+3/)
    expect(text).toContain('SKU MUG-1')
    expect(text).toMatch(/Total units\s+8/)
    expect(text).toContain('[code128 T-1042]')
    expect(job.pngPath).toMatch(/\.png$/)
    expect(existsSync(job.pngPath!)).toBe(true)
  })

  it('prints a fulfillment on the Epson printer with its type and destination, and a PNG', async () => {
    const outcome = await printFulfillment(epson(), {
      number: 'F-77',
      created: '2026-11-21T01:00:00Z',
      type: 'Warehouse To Customer',
      reference: 'R1-000001',
      source_warehouse: 'Sydney DC',
      destination_address: ['Ada Lovelace', '1 Pier St'],
      lines,
    })
    expect(outcome.ok).toBe(true)
    const job = await sim.waitForJob((j) => j.printjobid === 'F-77')
    const text = job.text.join('\n')
    expect(text).toContain('Fulfillment F-77')
    expect(text).toMatch(/Type\s+Warehouse To Customer/)
    expect(text).toMatch(/Enamel mug\s+5/)
    expect(text).toMatch(/Total units\s+8/)
    expect(text).toContain('[code128 F-77]')
    expect(job.pngPath).toMatch(/\.png$/)
  })

  it('prints through the system dialog too, and a printer error is logged, not thrown', async () => {
    let page = ''
    const system = createSystemPrinter({
      printHtml: async (html) => {
        page = html
      },
    })
    expect(
      (
        await printTransfer(system, {
          number: 'T-9',
          created: '',
          from_warehouse: 'A',
          to_warehouse: 'B',
          lines,
        })
      ).ok,
    ).toBe(true)
    expect(page).toContain('Transfer T-9')
    expect(page).toContain('size:80mm')
    sim.setMode('paper_out')
    const logged: string[] = []
    const failed = await printFulfillment(
      epson(),
      { number: 'F-78', created: '', type: 'Store Pickup', source_warehouse: 'A', lines },
      { log: (message) => logged.push(message) },
    )
    sim.setMode('ok')
    expect(failed).toMatchObject({ ok: false, error: { code: 'PRINTER_PAPER_OUT' } })
    expect(logged).toEqual(['printing failed'])
  })
})
