import { describe, expect, it } from 'vitest'
import { rasterFromRgba } from './rasterize.ts'

function picture(width: number, height: number, black: (x: number, y: number) => boolean): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = black(x, y) ? 0 : 255
      rgba.set([v, v, v, 255], (y * width + x) * 4)
    }
  return rgba
}

describe('logo rasters (Epson: 1 bit a dot, MSB leftmost, rows padded to bytes)', () => {
  it('packs a left half black row as 0xF0 bytes', () => {
    const raster = rasterFromRgba(
      8,
      2,
      picture(8, 2, (x) => x < 4),
      302,
    )
    expect(raster).toMatchObject({ width: 8, height: 2 })
    expect([...Buffer.from(raster.base64, 'base64')]).toEqual([0xf0, 0xf0])
  })

  it('scales a wide logo down to the 302 px maximum, and treats transparency as paper', () => {
    const raster = rasterFromRgba(
      604,
      10,
      picture(604, 10, () => true),
      302,
    )
    expect(raster.width).toBe(302)
    expect(raster.height).toBe(5)
    const clear = new Uint8ClampedArray(4 * 4)
    expect([...Buffer.from(rasterFromRgba(4, 1, clear, 302).base64, 'base64')]).toEqual([0])
  })
})
