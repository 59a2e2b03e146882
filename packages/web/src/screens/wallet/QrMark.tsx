import qrcode from 'qrcode-generator'

/**
 * The member barcode on the preview: a real QR code of `text` (error correction M, the smallest version
 * that holds it), drawn as SVG modules with the standard 4-module quiet zone, so it scans like the pass.
 */
export function QrMark({ text, size = 112 }: { text: string; size?: number }) {
  const code = qrcode(0, 'M')
  code.addData(text)
  code.make()
  const cells = code.getModuleCount()
  const quiet = 4
  let path = ''
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      if (code.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`
    }
  }
  return (
    <svg
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${cells + 2 * quiet} ${cells + 2 * quiet}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label="QR code"
    >
      <rect x={-quiet} y={-quiet} width={cells + 2 * quiet} height={cells + 2 * quiet} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
