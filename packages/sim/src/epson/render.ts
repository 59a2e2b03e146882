import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import { code128Modules } from '@pos/core'
import type { PrintOp, TextState } from './epos-xml.ts'

/**
 * What the simulated printer put on paper: rows of text (for tests and the job log) and a PNG picture drawn
 * on a 576-dot, 203 dpi roll (80 mm paper, 72 mm printable, Font A 12x24 dots: 48 columns; device-protocols
 * 3.5). Text is drawn with a monospace system font on the Font A grid, raster images bit for bit, Code128
 * bars from the symbol table.
 */
export const PAPER_DOTS = 576
const CHAR_W = 12
const CHAR_H = 24

type Segment = { text: string; state: TextState }
type Row =
  | { kind: 'text'; segments: Segment[]; align: TextState['align'] }
  | { kind: 'space'; dots: number }
  | { kind: 'image'; width: number; height: number; bits: Buffer; align: TextState['align'] }
  | { kind: 'barcode'; data: string; module: number; height: number; hri: string; align: TextState['align'] }
  | { kind: 'cut' }
  | { kind: 'note'; text: string }

export type Rendered = { text: string[]; rows: Row[]; pulses: string[] }

function rowsOf(ops: PrintOp[]): { rows: Row[]; pulses: string[] } {
  const rows: Row[] = []
  const pulses: string[] = []
  let line: Segment[] = []
  let lineAlign: TextState['align'] = 'left'
  const flush = () => {
    rows.push({ kind: 'text', segments: line, align: lineAlign })
    line = []
  }
  for (const op of ops) {
    switch (op.op) {
      case 'text': {
        const parts = op.text.replace(/\r/g, '').split('\n')
        parts.forEach((part, i) => {
          if (line.length === 0) lineAlign = op.state.align
          if (part !== '') line.push({ text: part.replace(/\t/g, ' '), state: op.state })
          if (i < parts.length - 1) flush()
        })
        break
      }
      case 'feed':
        if (line.length > 0) flush()
        for (let i = 0; i < op.lines; i++) rows.push({ kind: 'text', segments: [], align: 'left' })
        if (op.dots > 0) rows.push({ kind: 'space', dots: op.dots })
        break
      case 'image':
        if (line.length > 0) flush()
        rows.push({
          kind: 'image',
          width: op.width,
          height: op.height,
          bits: Buffer.from(op.data, 'base64'),
          align: op.align,
        })
        break
      case 'barcode':
        if (line.length > 0) flush()
        rows.push({
          kind: 'barcode',
          data: op.data,
          module: op.width,
          height: op.height,
          hri: op.hri,
          align: op.align,
        })
        break
      case 'cut':
        if (line.length > 0) flush()
        rows.push({ kind: 'cut' })
        break
      case 'pulse':
        pulses.push(`${op.drawer}:${op.time}`)
        break
      case 'logo':
        rows.push({ kind: 'note', text: `[logo ${op.key1} ${op.key2}]` })
        break
      case 'symbol':
        rows.push({ kind: 'note', text: `[${op.type} ${op.data}]` })
        break
      case 'sound':
      case 'line':
        break
    }
  }
  if (line.length > 0) flush()
  return { rows, pulses }
}

function lineText(segments: Segment[], align: TextState['align'], columns: number): string {
  let text = ''
  let width = 0
  for (const segment of segments) {
    for (const char of segment.text) {
      text += segment.state.width > 1 ? char + ' '.repeat(segment.state.width - 1) : char
      width += segment.state.width
    }
  }
  const gap = Math.max(0, columns - width)
  const pad = align === 'right' ? gap : align === 'center' ? Math.floor(gap / 2) : 0
  return (' '.repeat(pad) + text).trimEnd()
}

/** The text of a job: one string a printed row, like a receipt read aloud. */
export function renderJob(ops: PrintOp[], dots = PAPER_DOTS): Rendered {
  const { rows, pulses } = rowsOf(ops)
  const columns = Math.floor(dots / CHAR_W)
  const text: string[] = []
  for (const row of rows) {
    if (row.kind === 'text') text.push(lineText(row.segments, row.align, columns))
    else if (row.kind === 'barcode') {
      const data = row.data.replace(/^\{[ABC]/, '')
      text.push(lineText([{ text: `[code128 ${data}]`, state: plain }], row.align, columns))
      if (row.hri === 'below' || row.hri === 'both')
        text.push(lineText([{ text: data, state: plain }], row.align, columns))
    } else if (row.kind === 'image')
      text.push(lineText([{ text: `[image ${row.width}x${row.height}]`, state: plain }], row.align, columns))
    else if (row.kind === 'cut') text.push('--- cut ---')
    else if (row.kind === 'note') text.push(row.text)
  }
  for (const pulse of pulses) text.push(`[drawer ${pulse}]`)
  return { text, rows, pulses }
}

const plain: TextState = {
  align: 'left',
  width: 1,
  height: 1,
  em: false,
  ul: false,
  reverse: false,
  font: 'font_a',
}

function rowHeight(row: Row): number {
  switch (row.kind) {
    case 'text':
      return CHAR_H * Math.max(1, ...row.segments.map((s) => s.state.height))
    case 'space':
      return row.dots
    case 'image':
      return row.height + 4
    case 'barcode':
      return row.height + (row.hri === 'none' ? 8 : CHAR_H + 8)
    case 'cut':
      return 16
    case 'note':
      return CHAR_H
  }
}

function offset(width: number, align: TextState['align'], dots: number): number {
  if (align === 'center') return Math.max(0, Math.floor((dots - width) / 2))
  if (align === 'right') return Math.max(0, dots - width)
  return 0
}

function drawText(
  ctx: SKRSContext2D,
  segments: Segment[],
  align: TextState['align'],
  y: number,
  height: number,
  dots: number,
) {
  const width = segments.reduce((sum, s) => sum + Array.from(s.text).length * s.state.width * CHAR_W, 0)
  let x = offset(width, align, dots)
  for (const segment of segments) {
    const w = CHAR_W * segment.state.width
    const h = CHAR_H * segment.state.height
    ctx.font = `${segment.state.em ? 'bold ' : ''}20px "DejaVu Sans Mono", "Liberation Mono", monospace`
    for (const char of segment.text) {
      ctx.save()
      ctx.translate(x, y + height - h)
      ctx.scale(segment.state.width, segment.state.height)
      if (segment.state.reverse) {
        ctx.fillStyle = '#000'
        ctx.fillRect(0, 0, CHAR_W, CHAR_H)
        ctx.fillStyle = '#fff'
      } else ctx.fillStyle = '#000'
      ctx.fillText(char, 0, 19)
      if (segment.state.ul) ctx.fillRect(0, CHAR_H - 2, CHAR_W, 1)
      ctx.restore()
      x += w
    }
  }
}

/** The job as a PNG picture of the paper. */
export function renderPng(rendered: Rendered, dots = PAPER_DOTS): Buffer {
  const margin = 12
  const height =
    Math.max(
      1,
      rendered.rows.reduce((sum, row) => sum + rowHeight(row), 0),
    ) +
    margin * 2
  const canvas = createCanvas(dots + margin * 2, height)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.translate(margin, margin)
  let y = 0
  for (const row of rendered.rows) {
    const h = rowHeight(row)
    switch (row.kind) {
      case 'text':
        drawText(ctx, row.segments, row.align, y, h, dots)
        break
      case 'note':
        drawText(ctx, [{ text: row.text, state: plain }], 'center', y, h, dots)
        break
      case 'image': {
        const x0 = offset(row.width, row.align, dots)
        const stride = Math.ceil(row.width / 8)
        ctx.fillStyle = '#000'
        for (let r = 0; r < row.height; r++)
          for (let c = 0; c < row.width; c++)
            if ((row.bits[r * stride + (c >> 3)]! >> (7 - (c & 7))) & 1) ctx.fillRect(x0 + c, y + r, 1, 1)
        break
      }
      case 'barcode': {
        const data = row.data.replace(/^\{[ABC]/, '')
        const modules = code128Modules(data)
        const total = modules.reduce((a, b) => a + b, 0) * row.module
        let x = offset(total, row.align, dots)
        ctx.fillStyle = '#000'
        modules.forEach((m, i) => {
          if (i % 2 === 0) ctx.fillRect(x, y + 4, m * row.module, row.height)
          x += m * row.module
        })
        if (row.hri === 'below' || row.hri === 'both')
          drawText(ctx, [{ text: data, state: plain }], row.align, y + row.height + 4, CHAR_H, dots)
        break
      }
      case 'cut':
        ctx.fillStyle = '#888'
        for (let x = 0; x < dots; x += 12) ctx.fillRect(x, y + 8, 6, 1)
        break
      case 'space':
        break
    }
    y += h
  }
  return canvas.toBuffer('image/png')
}
