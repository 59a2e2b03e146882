import type { RegisterCache } from '@pos/core'
import type { SocketLike, TimerHandle, WorkerDeps } from './types.ts'

/** Reconnect after 1 s, doubling to at most 60 s, so a restarting server is not hammered. */
const RECONNECT_MIN_MS = 1_000
const RECONNECT_MAX_MS = 60_000

/**
 * The kinds the server publishes (core's REALTIME_KINDS: products, prices, poscodes, promotions, reasons,
 * custom_scripts), and the names the spec uses, to the caches each one resyncs. Others (fulfillment,
 * register_{id}...) are not caches of this worker.
 */
const KIND_CACHES: Record<string, readonly RegisterCache[]> = {
  product: ['product'],
  products: ['product'],
  items: ['product'],
  price: ['price'],
  prices: ['price'],
  posstaff: ['posstaff'],
  poscodes: ['posstaff'],
  promotion: ['promotion'],
  promotions: ['promotion'],
  reasons: ['discount_reasons', 'return_reasons'],
  discount_reasons: ['discount_reasons'],
  return_reasons: ['return_reasons'],
  custom_scripts: ['custom_scripts'],
}

const TOPIC = /updates\/([^/\s"]+)\/([\w-]+)/g

/** The caches named by a realtime frame's `updates/{company_id}/{kind}` topics for this company. */
export function cachesOfFrame(data: unknown, companyId: string): RegisterCache[] {
  const text =
    typeof data === 'string' ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : ''
  const found = new Set<RegisterCache>()
  for (const [, company, kind] of text.matchAll(TOPIC)) {
    if (company !== companyId || !kind || !Object.hasOwn(KIND_CACHES, kind)) continue
    for (const cache of KIND_CACHES[kind] ?? []) found.add(cache)
  }
  return [...found]
}

/** Whether a frame names the kinds `fulfillment` or `fulfillment_{warehouse}` of this company (spec 7). */
export function mentionsFulfillment(data: unknown, companyId: string): boolean {
  const text =
    typeof data === 'string' ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : ''
  for (const [, company, kind] of text.matchAll(TOPIC)) {
    if (company === companyId && kind && /^fulfillment(_\d+)?$/.test(kind)) return true
  }
  return false
}

export type RealtimeHandlers = {
  onUpdate(cache: RegisterCache): void
  /** A fulfillment of the company opened or changed. */
  onFulfillment?(): void
  /** Connected again after a loss: updates may have been missed. */
  onReconnect(): void
  onStateChange(connected: boolean): void
}

/**
 * The realtime channel (spec 7's listener on `updates/{company_id}/{kind}`): the server's WebSocket at
 * `/api/realtime`, reconnected with back-off while the worker runs.
 */
export class Realtime {
  private socket: SocketLike | null = null
  private timer: TimerHandle | null = null
  private delay = RECONNECT_MIN_MS
  private everConnected = false
  private stopped = false
  connected = false

  constructor(
    private readonly deps: Pick<WorkerDeps, 'baseUrl' | 'openSocket' | 'setTimeout' | 'clearTimeout'>,
    private readonly companyId: string,
    private readonly handlers: RealtimeHandlers,
  ) {}

  start(): void {
    if (this.stopped || this.socket) return
    const url = new URL('/api/realtime', this.deps.baseUrl)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    let socket: SocketLike | null
    try {
      socket = this.deps.openSocket(url.toString())
    } catch {
      socket = null
    }
    if (!socket) {
      this.retry()
      return
    }
    this.socket = socket
    socket.onopen = () => {
      this.delay = RECONNECT_MIN_MS
      this.connected = true
      this.handlers.onStateChange(true)
      if (this.everConnected) this.handlers.onReconnect()
      this.everConnected = true
    }
    socket.onmessage = (event) => {
      for (const cache of cachesOfFrame(event.data, this.companyId)) this.handlers.onUpdate(cache)
      if (this.handlers.onFulfillment && mentionsFulfillment(event.data, this.companyId))
        this.handlers.onFulfillment()
    }
    socket.onerror = () => {}
    socket.onclose = () => {
      if (this.socket !== socket) return
      this.socket = null
      if (this.connected) {
        this.connected = false
        this.handlers.onStateChange(false)
      }
      this.retry()
    }
  }

  stop(): void {
    this.stopped = true
    if (this.timer !== null) this.deps.clearTimeout(this.timer)
    this.timer = null
    const socket = this.socket
    this.socket = null
    socket?.close()
    this.connected = false
  }

  private retry(): void {
    if (this.stopped || this.timer !== null) return
    this.timer = this.deps.setTimeout(() => {
      this.timer = null
      this.start()
    }, this.delay)
    this.delay = Math.min(this.delay * 2, RECONNECT_MAX_MS)
  }
}
