import { code128Modules } from '@pos/core'

/** A Code128 barcode as SVG bars from core's encoder (spec 9: Code128, 150×60 on print). */
export function Code128({ data, width, height }: { data: string; width: number; height: number }) {
  const modules = code128Modules(data)
  const total = modules.reduce((sum, module) => sum + module, 0)
  const bars: { x: number; width: number }[] = []
  let x = 0
  modules.forEach((module, i) => {
    if (i % 2 === 0) bars.push({ x, width: module })
    x += module
  })
  return (
    <svg
      role="img"
      aria-label={`Barcode ${data}`}
      viewBox={`0 0 ${total} ${height}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{ width: `${(width / 302) * 100}%`, height, display: 'block', margin: '0 auto' }}
    >
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={height} />
      ))}
    </svg>
  )
}
