import { packRaster, type Raster } from './epos-xml.ts'

/**
 * An RGBA picture as an Epson raster no wider than `maxWidth` (spec 9: logo ≤ 302 px): scaled down by
 * nearest neighbour, a pixel is black when its luminance over white is under half. Pure, for tests and for
 * `rasterizeUrl`.
 */
export function rasterFromRgba(
  width: number,
  height: number,
  rgba: Uint8ClampedArray | Uint8Array,
  maxWidth: number,
): Raster {
  const scale = Math.min(1, maxWidth / width)
  const outWidth = Math.max(1, Math.floor(width * scale))
  const outHeight = Math.max(1, Math.floor(height * scale))
  const bytes = packRaster(outWidth, outHeight, (x, y) => {
    const sx = Math.min(width - 1, Math.floor(x / scale))
    const sy = Math.min(height - 1, Math.floor(y / scale))
    const i = (sy * width + sx) * 4
    const alpha = (rgba[i + 3] ?? 255) / 255
    // Composite on white paper, then Rec. 601 luminance.
    const channel = (c: number) => (rgba[i + c] ?? 255) * alpha + 255 * (1 - alpha)
    const luminance = 0.299 * channel(0) + 0.587 * channel(1) + 0.114 * channel(2)
    return luminance < 128
  })
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return { width: outWidth, height: outHeight, base64: btoa(binary) }
}

/** A logo URL drawn in the browser (fetch, createImageBitmap, OffscreenCanvas) as an Epson raster. */
export async function rasterizeUrl(url: string, maxWidth: number): Promise<Raster | null> {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return null
  const response = await fetch(url)
  if (!response.ok) return null
  const bitmap = await createImageBitmap(await response.blob())
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0)
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
  return rasterFromRgba(bitmap.width, bitmap.height, data, maxWidth)
}
