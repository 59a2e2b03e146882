import { code128Data, type ReceiptDocument } from '@pos/core'

/** A logo as Epson raster: 1 bit a dot, MSB leftmost, rows padded to bytes, base64 (device-protocols 3.3). */
export type Raster = { readonly width: number; readonly height: number; readonly base64: string }

function escapeXml(text: string): string {
  return text
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
    .replace(/\n/g, '&#10;')
}

/**
 * Core's ReceiptDocument as an ePOS-Print SOAP request (spec 9: 48 characters, 80 mm; logo ≤ 302 px; the
 * receipt number as Code128 at 150x60; drawer pulse). `logos` holds rasters of the document's image URLs,
 * made beforehand (a browser draws them on a canvas); an image with none is left out.
 */
export function receiptToEposXml(
  document: ReceiptDocument,
  options: { openDrawer?: boolean; jobId?: string; logos?: ReadonlyMap<string, Raster> } = {},
): string {
  const parts: string[] = ['<text lang="en"/>']
  for (const row of document.rows) {
    switch (row.kind) {
      case 'text': {
        const size = row.size === 'double' ? 2 : 1
        parts.push(
          `<text align="${row.align}" width="${size}" height="${size}" em="${row.bold}">${escapeXml(row.text)}&#10;</text>`,
        )
        break
      }
      case 'image': {
        const raster = options.logos?.get(row.url)
        if (raster)
          parts.push(
            `<text align="center"/><image width="${raster.width}" height="${raster.height}" color="color_1">${raster.base64}</image>`,
          )
        break
      }
      case 'barcode':
        // 150 px wide at 203 dpi: module width 2 (the narrowest) keeps ~12-character receipt numbers near it.
        parts.push(
          `<text align="center"/><barcode type="code128" hri="none" font="font_a" width="2" height="${row.height}">{B${escapeXml(code128Data(row.data))}</barcode><feed line="1"/>`,
        )
        break
      case 'feed':
        parts.push(`<feed line="${Math.max(0, Math.min(255, row.lines))}"/>`)
        break
      case 'cut':
        parts.push('<cut type="feed"/>')
        break
    }
  }
  if (options.openDrawer) parts.push('<pulse drawer="drawer_1" time="pulse_100"/>')
  return eposEnvelope(parts.join(''), options.jobId)
}

/** The SOAP envelope Epson's SDK sends; the header carries only the printjobid. */
export function eposEnvelope(body: string, jobId?: string): string {
  const header = jobId
    ? `<s:Header><parameter xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"><printjobid>${escapeXml(jobId.slice(0, 30))}</printjobid></parameter></s:Header>`
    : ''
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">${header}<s:Body>` +
    `<epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print">${body}</epos-print></s:Body></s:Envelope>`
  )
}

/** Packs 1-bit rows (true = black) into Epson raster bytes; `toBase64` comes from the platform. */
export function packRaster(
  width: number,
  height: number,
  black: (x: number, y: number) => boolean,
): Uint8Array {
  const stride = Math.ceil(width / 8)
  const bytes = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (black(x, y)) bytes[y * stride + (x >> 3)]! |= 0x80 >> (x & 7)
  return bytes
}
