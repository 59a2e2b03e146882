import type { Http } from './http.ts'
import { PAGE_SIZE } from './sync-kinds.ts'

/** An open fulfillment as the register tells its user about it (spec 7: GET fulfillments.json?status=open). */
export type FulfillmentNotice = {
  readonly id: number
  readonly type: string
  readonly reference: string
  readonly source_warehouse_id: number
  readonly created: string
  /** How many lines it has to pick. */
  readonly lines: number
}

/** What the worker tells the page after each look: every open fulfillment, and those that opened since the last. */
export type FulfillmentsEvent = {
  type: 'fulfillments'
  open: FulfillmentNotice[]
  added: FulfillmentNotice[]
}

/**
 * The fulfillments that opened since the last look. The first look (`known` null) finds none new: what was open
 * before the register started is listed, not alerted.
 */
export function newlyOpened(
  known: ReadonlySet<number> | null,
  fetched: readonly FulfillmentNotice[],
): FulfillmentNotice[] {
  if (known === null) return []
  return fetched.filter((fulfillment) => !known.has(fulfillment.id))
}

/** One fulfillment of the answer as a notice; a row without a whole-number id is skipped. */
export function noticeOf(row: unknown): FulfillmentNotice | null {
  if (typeof row !== 'object' || row === null) return null
  const r = row as Record<string, unknown>
  if (typeof r.id !== 'number' || !Number.isSafeInteger(r.id)) return null
  return {
    id: r.id,
    type: typeof r.type === 'string' ? r.type : '',
    reference: typeof r.reference === 'string' ? r.reference : '',
    source_warehouse_id: typeof r.source_warehouse_id === 'number' ? r.source_warehouse_id : 0,
    created: typeof r.created === 'string' ? r.created : '',
    lines: Array.isArray(r.items) ? r.items.length : 0,
  }
}

/**
 * The open fulfillments of the warehouses this user processes (their "process fulfillments for" setting; all when
 * none), looked up whole when watching starts and again whenever the realtime kinds `fulfillment` or
 * `fulfillment_{warehouse}` arrive. Looks never overlap: one asked for while another runs runs once after it.
 * A failed look (offline) keeps what was known and says nothing.
 */
export class OpenFulfillments {
  private known: Set<number> | null = null
  private warehouses: readonly number[] = []
  private watching = false
  private running: Promise<void> | null = null
  private again = false

  constructor(
    private readonly http: Http,
    private readonly emit: (event: FulfillmentsEvent) => void,
  ) {}

  watch(warehouseIds: readonly number[]): Promise<void> {
    this.warehouses = warehouseIds.filter((id) => Number.isSafeInteger(id) && id > 0)
    this.known = null
    this.watching = true
    return this.refresh()
  }

  stop(): void {
    this.watching = false
  }

  refresh(): Promise<void> {
    if (!this.watching) return Promise.resolve()
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      try {
        do {
          this.again = false
          await this.look()
        } while (this.again && this.watching)
      } finally {
        this.running = null
      }
    })()
    return this.running
  }

  private async look(): Promise<void> {
    let open: FulfillmentNotice[]
    try {
      open = await this.load()
    } catch {
      return
    }
    const added = newlyOpened(this.known, open)
    this.known = new Set(open.map((fulfillment) => fulfillment.id))
    if (this.watching) this.emit({ type: 'fulfillments', open, added })
  }

  /** Every open fulfillment, 250 at a time by `since_id` until a page comes back short. */
  private async load(): Promise<FulfillmentNotice[]> {
    const found: FulfillmentNotice[] = []
    let sinceId = 0
    for (;;) {
      const { body } = await this.http.getJson('proxy/fulfillments.json', {
        status: 'open',
        limit: PAGE_SIZE,
        since_id: sinceId > 0 ? sinceId : undefined,
        source_warehouse_ids: this.warehouses.length > 0 ? this.warehouses.join(',') : undefined,
      })
      const rows = (body as { fulfillments?: unknown } | null)?.fulfillments
      const page = Array.isArray(rows) ? rows : []
      for (const row of page) {
        const notice = noticeOf(row)
        if (notice) found.push(notice)
      }
      const last = found.at(-1)?.id ?? 0
      if (page.length < PAGE_SIZE || last <= sinceId) return found
      sinceId = last
    }
  }
}
