import JsBarcode from 'jsbarcode'
import { useEffect, useRef } from 'react'

/** A Code128 barcode drawn as SVG by JsBarcode (spec 9: Code128, 150×60 on print). */
export function Code128({ data, width, height }: { data: string; width: number; height: number }) {
  const svg = useRef<SVGSVGElement>(null)
  useEffect(() => {
    if (!svg.current) return
    JsBarcode(svg.current, data, { format: 'CODE128', displayValue: false, margin: 0, height, width: 1.4 })
    svg.current.setAttribute('preserveAspectRatio', 'none')
  }, [data, height])
  return (
    <svg
      ref={svg}
      role="img"
      aria-label={`Barcode ${data}`}
      style={{ width: `${(width / 302) * 100}%`, height, display: 'block', margin: '0 auto' }}
    />
  )
}
