// Draws the app's install icons (public/icons/*.png) without dependencies: a purple tile with a white
// receipt. Run `node packages/web/scripts/make-icons.mjs` after changing the drawing; the PNGs are committed.
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const PURPLE = [0x8e, 0x4e, 0xc6]
const WHITE = [0xff, 0xff, 0xff]

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes) {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y)
      const at = y * (size * 4 + 1) + 1 + x * 4
      raw[at] = r
      raw[at + 1] = g
      raw[at + 2] = b
      raw[at + 3] = a
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Inside a rounded rectangle (fractions of the size). */
function inRounded(u, v, left, top, right, bottom, radius) {
  if (u < left || u > right || v < top || v > bottom) return false
  const cx = Math.min(Math.max(u, left + radius), right - radius)
  const cy = Math.min(Math.max(v, top + radius), bottom - radius)
  return (u - cx) ** 2 + (v - cy) ** 2 <= radius ** 2
}

/** The receipt: a white slip with a zigzag foot and three purple lines of text; `scale` shrinks it (maskable). */
function receipt(u, v, scale) {
  const x = 0.5 + (u - 0.5) / scale
  const y = 0.5 + (v - 0.5) / scale
  const left = 0.3
  const right = 0.7
  const top = 0.2
  const tooth = 0.05
  const phase = ((x - left) / (tooth * 2)) % 1
  const bottom = 0.76 + tooth * Math.abs(phase - 0.5) * 2
  if (x < left || x > right || y < top || y > bottom) return null
  for (const [lineTop, lineRight] of [
    [0.3, 0.62],
    [0.4, 0.56],
    [0.5, 0.62],
  ]) {
    if (y >= lineTop && y <= lineTop + 0.04 && x >= 0.38 && x <= lineRight) return PURPLE
  }
  if (y >= 0.6 && y <= 0.66 && x >= 0.48 && x <= 0.62) return PURPLE
  return WHITE
}

function icon(size, maskable) {
  return png(size, (px, py) => {
    const u = (px + 0.5) / size
    const v = (py + 0.5) / size
    const tile = maskable || inRounded(u, v, 0.02, 0.02, 0.98, 0.98, 0.18)
    if (!tile) return [0, 0, 0, 0]
    const ink = receipt(u, v, maskable ? 0.8 : 1)
    return [...(ink ?? PURPLE), 255]
  })
}

const out = new URL('../public/icons/', import.meta.url)
writeFileSync(new URL('icon-192.png', out), icon(192, false))
writeFileSync(new URL('icon-512.png', out), icon(512, false))
writeFileSync(new URL('icon-maskable-512.png', out), icon(512, true))
writeFileSync(new URL('apple-touch-icon-180.png', out), icon(180, true))
