/**
 * The member barcode's place on the preview: a QR-style mark drawn from the text (finder squares and
 * modules from a hash), so the preview shows where and how big the code will be. The pass itself carries
 * the real code, which the wallet app draws.
 */
export function QrMark({ text, size = 112 }: { text: string; size?: number }) {
  const cells = 21
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  const modules: { x: number; y: number }[] = []
  const finder = (x: number, y: number) => x < 8 && y < 8
  for (let y = 0; y < cells; y++) {
    for (let x = 0; x < cells; x++) {
      if (finder(x, y) || finder(cells - 1 - x, y) || finder(x, cells - 1 - y)) continue
      hash = Math.imul(hash ^ (x * 31 + y), 16777619)
      if ((hash >>> 13) & 1) modules.push({ x, y })
    }
  }
  const square = (x: number, y: number) => (
    <g key={`f${x}-${y}`}>
      <rect x={x} y={y} width={7} height={7} fill="#000" />
      <rect x={x + 1} y={y + 1} width={5} height={5} fill="#fff" />
      <rect x={x + 2} y={y + 2} width={3} height={3} fill="#000" />
    </g>
  )
  return (
    <svg
      width={size}
      height={size}
      viewBox={`-1 -1 ${cells + 2} ${cells + 2}`}
      role="img"
      aria-label="QR code"
    >
      <rect x={-1} y={-1} width={cells + 2} height={cells + 2} fill="#fff" />
      {square(0, 0)}
      {square(cells - 7, 0)}
      {square(0, cells - 7)}
      {modules.map((m) => (
        <rect key={`${m.x}-${m.y}`} x={m.x} y={m.y} width={1} height={1} fill="#000" />
      ))}
    </svg>
  )
}
