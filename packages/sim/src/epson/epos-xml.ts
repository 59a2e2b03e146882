import { XMLParser } from 'fast-xml-parser'

/**
 * ePOS-Print XML (device-protocols 3.2, 3.3) read into print operations. Accepts the SOAP envelope (with or
 * without a Header carrying devid/timeout/printjobid) and a bare <epos-print>. Attribute-only <text/> elements
 * set state that persists for later text. Unknown elements or enum values are a SchemaError, as a printer says.
 */
export type TextState = {
  align: 'left' | 'center' | 'right'
  width: number
  height: number
  em: boolean
  ul: boolean
  reverse: boolean
  font: string
}

export type PrintOp =
  | { op: 'text'; text: string; state: TextState }
  | { op: 'feed'; lines: number; dots: number }
  | { op: 'image'; width: number; height: number; data: string; align: TextState['align'] }
  | {
      op: 'barcode'
      type: string
      data: string
      width: number
      height: number
      hri: string
      align: TextState['align']
    }
  | { op: 'symbol'; type: string; data: string }
  | { op: 'logo'; key1: string; key2: string }
  | { op: 'cut'; type: string }
  | { op: 'pulse'; drawer: string; time: string }
  | { op: 'sound'; pattern: string }
  | { op: 'line'; name: string }

export type ParsedJob =
  | { ok: true; ops: PrintOp[]; printjobid: string | null; empty: boolean }
  | { ok: false; code: 'SchemaError'; reason: string }

const ALIGN = new Set(['left', 'center', 'right'])
const BARCODES = new Set([
  'upc_a',
  'upc_e',
  'ean13',
  'jan13',
  'ean8',
  'jan8',
  'code39',
  'itf',
  'codabar',
  'code93',
  'code128',
  'gs1_128',
  'gs1_databar_omnidirectional',
  'gs1_databar_truncated',
  'gs1_databar_limited',
  'gs1_databar_expanded',
])
const CUTS = new Set(['no_feed', 'feed', 'reserve'])
const DRAWERS = new Set(['drawer_1', 'drawer_2'])
const PULSES = new Set(['pulse_100', 'pulse_200', 'pulse_300', 'pulse_400', 'pulse_500'])
const LINE_ELEMENTS = new Set([
  'hline',
  'vline-begin',
  'vline-end',
  'page',
  'area',
  'direction',
  'position',
  'line',
  'rectangle',
  'command',
  'layout',
  'recovery',
  'reset',
])

type Node = Record<string, unknown> & { ':@'?: Record<string, string> }

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  htmlEntities: true,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
})

function nameOf(node: Node): string | undefined {
  return Object.keys(node).find((key) => key !== ':@')
}

function childrenOf(node: Node): Node[] {
  const name = nameOf(node)
  const value = name ? node[name] : undefined
  return Array.isArray(value) ? (value as Node[]) : []
}

function textOf(node: Node): string {
  return childrenOf(node)
    .map((child) => (typeof child['#text'] === 'string' ? child['#text'] : ''))
    .join('')
}

function find(nodes: Node[], name: string): Node | undefined {
  for (const node of nodes) {
    if (nameOf(node) === name) return node
    const inner = find(childrenOf(node), name)
    if (inner) return inner
  }
  return undefined
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback
  return value === 'true' || value === '1'
}

function int(value: string | undefined, fallback: number, min: number, max: number): number | 'bad' {
  if (value === undefined) return fallback
  const n = Number(value)
  return Number.isInteger(n) && n >= min && n <= max ? n : 'bad'
}

/** Reads one ePOS-Print document. */
export function parseEposPrint(xml: string): ParsedJob {
  let tree: Node[]
  try {
    tree = parser.parse(xml) as Node[]
  } catch (error) {
    return { ok: false, code: 'SchemaError', reason: `not XML: ${String(error)}` }
  }
  const root = find(tree, 'epos-print')
  if (!root) return { ok: false, code: 'SchemaError', reason: 'no <epos-print>' }
  const jobNode = find(tree, 'printjobid')
  const printjobid = jobNode ? textOf(jobNode).trim() || null : null
  const state: TextState = {
    align: 'left',
    width: 1,
    height: 1,
    em: false,
    ul: false,
    reverse: false,
    font: 'font_a',
  }
  const ops: PrintOp[] = []
  for (const node of childrenOf(root)) {
    const name = nameOf(node)
    if (!name || name === '#text') continue
    const a = node[':@'] ?? {}
    switch (name) {
      case 'text': {
        if (a.align !== undefined) {
          if (!ALIGN.has(a.align)) return bad(`text align ${a.align}`)
          state.align = a.align as TextState['align']
        }
        const width = int(a.width, state.width, 1, 8)
        const height = int(a.height, state.height, 1, 8)
        if (width === 'bad' || height === 'bad') return bad('text width/height')
        state.width = a.dw !== undefined ? (bool(a.dw, false) ? 2 : 1) : width
        state.height = a.dh !== undefined ? (bool(a.dh, false) ? 2 : 1) : height
        state.em = bool(a.em, state.em)
        state.ul = bool(a.ul, state.ul)
        state.reverse = bool(a.reverse, state.reverse)
        if (a.font !== undefined) state.font = a.font
        const text = textOf(node)
        if (text !== '') ops.push({ op: 'text', text, state: { ...state } })
        break
      }
      case 'feed': {
        const lines = int(a.line, 0, 0, 255)
        const dots = int(a.unit, 0, 0, 255)
        if (lines === 'bad' || dots === 'bad') return bad('feed')
        ops.push({ op: 'feed', lines: a.line === undefined && a.unit === undefined ? 1 : lines, dots })
        break
      }
      case 'image': {
        const width = int(a.width, -1, 1, 65535)
        const height = int(a.height, -1, 1, 65535)
        if (width === 'bad' || height === 'bad' || width < 0 || height < 0) return bad('image size')
        const data = textOf(node).replace(/\s+/g, '')
        if (Buffer.from(data, 'base64').length < Math.ceil(width / 8) * height)
          return bad('image raster too short')
        ops.push({ op: 'image', width, height, data, align: state.align })
        break
      }
      case 'barcode': {
        if (!BARCODES.has(a.type ?? '')) return bad(`barcode type ${a.type}`)
        const width = int(a.width, 3, 2, 6)
        const height = int(a.height, 162, 1, 255)
        if (width === 'bad' || height === 'bad') return bad('barcode size')
        ops.push({
          op: 'barcode',
          type: a.type!,
          data: textOf(node),
          width,
          height,
          hri: a.hri ?? 'none',
          align: state.align,
        })
        break
      }
      case 'symbol':
        ops.push({ op: 'symbol', type: a.type ?? '', data: textOf(node) })
        break
      case 'logo':
        ops.push({ op: 'logo', key1: a.key1 ?? '', key2: a.key2 ?? '' })
        break
      case 'cut':
        if (a.type !== undefined && !CUTS.has(a.type)) return bad(`cut type ${a.type}`)
        ops.push({ op: 'cut', type: a.type ?? 'feed' })
        break
      case 'pulse':
        if (a.drawer !== undefined && !DRAWERS.has(a.drawer)) return bad(`pulse drawer ${a.drawer}`)
        if (a.time !== undefined && !PULSES.has(a.time)) return bad(`pulse time ${a.time}`)
        ops.push({ op: 'pulse', drawer: a.drawer ?? 'drawer_1', time: a.time ?? 'pulse_100' })
        break
      case 'sound':
        ops.push({ op: 'sound', pattern: a.pattern ?? 'pattern_a' })
        break
      default:
        if (!LINE_ELEMENTS.has(name)) return bad(`unknown element <${name}>`)
        ops.push({ op: 'line', name })
    }
  }
  return { ok: true, ops, printjobid, empty: ops.length === 0 }
}

function bad(reason: string): ParsedJob {
  return { ok: false, code: 'SchemaError', reason }
}
