import type { TaxInvoiceDocument } from '@pos/core'
import PDFDocument from 'pdfkit'

/** A4 in points, with 50 pt margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const
const CONTENT = PAGE.width - 2 * PAGE.margin
/** The line table's columns: x offset and width (description takes what the amounts leave). */
const COLUMNS = [
  { x: 0, width: 215, align: 'left' },
  { x: 215, width: 40, align: 'right' },
  { x: 255, width: 75, align: 'right' },
  { x: 330, width: 80, align: 'right' },
  { x: 410, width: CONTENT - 410, align: 'right' },
] as const

/**
 * Draws a tax invoice (core `taxInvoiceDocument`) as an A4 PDF with pdfkit: only placement happens here; every
 * word and amount comes from the document. Resolves to the file's bytes.
 */
export function taxInvoicePdf(invoice: TaxInvoiceDocument, created: Date): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${invoice.title} ${invoice.details[0]?.value ?? ''}`.trim(),
      Author: invoice.seller.name,
      CreationDate: created,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    pdf.on('error', reject)
  })
  const left = PAGE.margin

  // The seller on the left, the title and the invoice's details on the right.
  const top = PAGE.margin
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(invoice.seller.name, left, top, { width: CONTENT / 2 })
  pdf.font('Helvetica').fontSize(9)
  if (invoice.seller.abn) pdf.text(invoice.seller.abn, { width: CONTENT / 2 })
  for (const line of invoice.seller.address) pdf.text(line, { width: CONTENT / 2 })
  const sellerBottom = pdf.y
  const right = left + CONTENT / 2
  pdf
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(invoice.title, right, top, { width: CONTENT / 2, align: 'right' })
  if (invoice.draft)
    pdf
      .fontSize(10)
      .fillColor('#b00020')
      .text('DRAFT', { width: CONTENT / 2, align: 'right' })
  pdf.fillColor('black').font('Helvetica').fontSize(9).moveDown(0.5)
  for (const row of invoice.details) {
    const y = pdf.y
    pdf.text(row.label, right, y, { width: CONTENT / 4 })
    pdf.text(row.value, right + CONTENT / 4, y, { width: CONTENT / 4, align: 'right' })
  }
  let y = Math.max(sellerBottom, pdf.y) + 20

  pdf.font('Helvetica-Bold').fontSize(9).text('Bill to', left, y)
  pdf.font('Helvetica')
  for (const line of invoice.billTo) pdf.text(line, { width: CONTENT / 2 })
  y = pdf.y + 16

  const row = (cells: readonly string[], bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
    const heights = cells.map((cell, i) => pdf.heightOfString(cell, { width: COLUMNS[i]!.width - 4 }))
    const height = Math.max(...heights)
    if (y + height > PAGE.height - PAGE.margin) {
      pdf.addPage()
      y = PAGE.margin
    }
    cells.forEach((cell, i) => {
      const column = COLUMNS[i]!
      pdf.text(cell, left + column.x, y, { width: column.width - 4, align: column.align })
    })
    y += height + 6
  }
  const rule = () => {
    pdf
      .moveTo(left, y - 3)
      .lineTo(left + CONTENT, y - 3)
      .lineWidth(0.5)
      .stroke()
  }
  row(invoice.columns, true)
  rule()
  for (const line of invoice.lines)
    row([line.description, line.quantity, line.unitPrice, line.gst, line.amount])
  rule()
  y += 4
  invoice.totals.forEach((total, index) => {
    const last = index === invoice.totals.length - 1
    pdf.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 11 : 9)
    pdf.text(total.label, left + CONTENT / 2, y, { width: CONTENT / 4 })
    pdf.text(total.value, left + (3 * CONTENT) / 4, y, { width: CONTENT / 4 - 4, align: 'right' })
    y = pdf.y + 4
  })
  y += 12
  pdf.font('Helvetica').fontSize(8).fillColor('#555555')
  for (const note of invoice.notes) {
    pdf.text(note, left, y, { width: CONTENT })
    y = pdf.y + 2
  }
  pdf.end()
  return done
}
