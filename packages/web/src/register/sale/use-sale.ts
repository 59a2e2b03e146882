import {
  CLAIM_LOST_MESSAGE,
  type CustomScriptHook,
  type DiscountReason,
  type HookOutcome,
  LoyaltyLookupSchema,
  type LoyaltyProgram,
  type Minor,
  NO_OUTCOME,
  type Promotion,
  type SaleRecompute,
  type SaleTotals,
  scriptLine,
  scriptSale,
} from '@pos/core'
import { eventListener, type LocalDatabaseRemote } from '@pos/sync-worker'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { tellQueued } from '../connection.ts'
import { SaleScripts } from '../custom-scripts/custom-scripts.ts'
import { localDatabase, useLocalDatabaseState } from '../local-database.ts'
import { sendPendingReceiptEmails } from './email-receipt.ts'
import { loadContext, type RegisterContext, savedContext } from './register-context.ts'
import {
  type DraftSale,
  newSale,
  postedSale,
  recompute,
  recomputeFrom,
  type SaleRules,
  servedBy,
  TAB_CLIENT,
} from './sale-model.ts'

/** The worker's command map, waiting for it to start; null when this user has no local database. */
async function remote(): Promise<LocalDatabaseRemote | null> {
  return (await localDatabase()) ?? null
}

async function allPromotions(db: LocalDatabaseRemote): Promise<Promotion[]> {
  const found: Promotion[] = []
  for (let offset = 0; ; offset += 50) {
    const page = await db.promotions.list({ offset, limit: 50 })
    found.push(...(page.results as unknown as Promotion[]))
    if (!page.more) return found
  }
}

const LOYALTY_KEY = 'pos.sale.loyalty'

async function loadRules(db: LocalDatabaseRemote | null): Promise<SaleRules> {
  let loyalty: LoyaltyProgram | null = null
  try {
    loyalty = (await answers.get(LoyaltyLookupSchema, 'proxy/loyalty.json', { quiet: true })).loyalty
    window.localStorage.setItem(LOYALTY_KEY, JSON.stringify(loyalty))
  } catch {
    const saved = window.localStorage.getItem(LOYALTY_KEY)
    loyalty = saved ? (JSON.parse(saved) as LoyaltyProgram) : null
  }
  if (!db) return { discountReasons: [], promotions: [], loyalty }
  const [reasons, promotions] = await Promise.all([db.reasons.discount(), allPromotions(db)])
  return { discountReasons: reasons as unknown as DiscountReason[], promotions, loyalty }
}

export type Completed = {
  receipt: string
  change: Minor
  queued: number
  draft: DraftSale
  /** The sale as queued (receipt number, created) and its totals: the done screen's receipt. */
  totals?: SaleTotals
  created?: string
}

/**
 * The register's selling state: the register and its day, the rules core needs, the sale being built
 * (saved through the worker on every change, restored after a reload) and the offline queue's count.
 */
export function useSale(registerId: number, currency: string) {
  const [context, setContext] = useState<RegisterContext | null>(() => savedContext(registerId))
  const [loading, setLoading] = useState(true)
  const [rules, setRules] = useState<SaleRules>({ discountReasons: [], promotions: [], loyalty: null })
  const [draft, setDraftState] = useState<DraftSale | null>(null)
  const [queued, setQueuedState] = useState(0)
  // The shell's offline badge shows the same count.
  const setQueued = useCallback((count: number) => {
    setQueuedState(count)
    tellQueued(count)
  }, [])
  const key = `register:${registerId}`
  const dbRef = useRef<LocalDatabaseRemote | null>(null)
  // The company's sale scripts, run in their sandbox (issue 16), as the local database last gave them: read
  // again each time the custom_scripts kind syncs (below), so a script changed in the back office runs from the
  // next line on, with no reload, and a hook call costs no read.
  const scripts = useRef({ text: '[]', runner: SaleScripts.of([]) })
  useEffect(() => () => scripts.current.runner.dispose(), [])
  const readScripts = useCallback(async () => {
    const rows = dbRef.current ? await dbRef.current.scripts.list().catch(() => []) : []
    const text = JSON.stringify(rows.map((row) => [row.scope, row.script]))
    if (text !== scripts.current.text) {
      scripts.current.runner.dispose()
      scripts.current = { text, runner: SaleScripts.of(rows) }
    }
  }, [])
  /** Whether the company has sale scripts, as last synced. */
  const hasScripts = useCallback(() => scripts.current.runner.size > 0, [])
  // The worker answers once the company's local database is open (its status has left 'opening').
  const local = useLocalDatabaseState()
  const ready =
    local.state === 'off' ||
    local.state === 'failed' ||
    (local.state === 'running' &&
      local.status !== null &&
      !['closed', 'opening'].includes(local.status.phase))

  const scriptsSynced =
    local.state === 'running'
      ? (local.status?.kinds.find((kind) => kind.kind === 'custom_scripts')?.lastSynced ?? null)
      : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again each time the custom_scripts kind syncs
  useEffect(() => {
    if (ready) void readScripts()
  }, [ready, scriptsSynced, readScripts])

  const refreshQueue = useCallback(async () => {
    const db = dbRef.current
    if (db) setQueued((await db.sales.pending()).count)
  }, [setQueued])

  const flush = useCallback(async () => {
    const db = dbRef.current
    if (!db) return
    await db.sales.flush()
    await refreshQueue()
    // Receipt emails asked for while their sale waited go once it is on the server.
    await sendPendingReceiptEmails()
  }, [refreshQueue])

  useEffect(() => {
    if (!ready) return
    let live = true
    void (async () => {
      const db = await remote()
      dbRef.current = db
      const [loaded, loadedRules, saved] = await Promise.all([
        loadContext(registerId),
        loadRules(db),
        db ? db.sales.current(key) : Promise.resolve(null),
      ])
      if (!live) return
      void readScripts()
      setContext(loaded)
      setRules(loadedRules)
      const restored = saved as DraftSale | null
      if (loaded)
        setDraftState(
          restored?.register_id === String(registerId) ? restored : newSale(loaded.register, currency),
        )
      setLoading(false)
      await refreshQueue()
      // A register is chosen and the screen is up: send what waits.
      if (navigator.onLine) await flush()
    })()
    return () => {
      live = false
    }
  }, [ready, registerId, currency, key, refreshQueue, flush, readScripts])

  // When the connection returns the queue is sent; while sales wait, try again every 30 s.
  useEffect(() => {
    const online = () => void flush()
    window.addEventListener('online', online)
    const timer = window.setInterval(() => {
      if (queued > 0 && navigator.onLine) void flush()
    }, 30_000)
    return () => {
      window.removeEventListener('online', online)
      window.clearInterval(timer)
    }
  }, [flush, queued])

  // Each recompute starts from the last one: a line added that no promotion takes is worked out alone.
  const lastRecompute = useRef<(SaleRecompute & { draft: DraftSale }) | null>(null)
  /** The draft `lastRecompute` was worked out from. */
  const lastRecomputed = useRef<DraftSale | null>(null)
  const computed: (SaleRecompute & { draft: DraftSale }) | null = useMemo(() => {
    if (!draft) return null
    lastRecompute.current = recomputeFrom(lastRecompute.current, draft, rules)
    lastRecomputed.current = draft
    return lastRecompute.current
  }, [draft, rules])

  // The draft as last set, ahead of the render that shows it: two scans in one frame both land.
  const latestDraft = useRef(draft)
  latestDraft.current = draft

  // Every change is saved (through the worker, to IndexedDB) so a reload or crash loses nothing. The save is
  // sent just after the frame that shows the change (copying a long sale to the worker takes a millisecond or
  // two, which a scan should not wait for); the worker's write to IndexedDB was never synchronous anyway. A
  // completed, suspended or retrieved sale sends a waiting save first, and so does a tab being hidden.
  const unsaved = useRef<DraftSale | null>(null)
  const saveNow = useCallback(() => {
    const next = unsaved.current
    unsaved.current = null
    if (next) void dbRef.current?.sales.saveCurrent(key, next as unknown as Record<string, unknown>)
  }, [key])
  const setDraft = useCallback(
    (next: DraftSale) => {
      latestDraft.current = next
      setDraftState(next)
      const waiting = unsaved.current !== null
      unsaved.current = next
      if (waiting) return
      // After the next frame; the timer covers a hidden tab, which runs no animation frames.
      requestAnimationFrame(() => window.setTimeout(saveNow, 0))
      window.setTimeout(saveNow, 100)
    },
    [saveNow],
  )
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') saveNow()
    }
    document.addEventListener('visibilitychange', hidden)
    window.addEventListener('pagehide', saveNow)
    return () => {
      document.removeEventListener('visibilitychange', hidden)
      window.removeEventListener('pagehide', saveNow)
      saveNow()
    }
  }, [saveNow])

  /** Changes the latest draft (not the one the caller last rendered), e.g. a line added by a scan. */
  const updateDraft = useCallback(
    (change: (current: DraftSale) => DraftSale) => {
      const current = latestDraft.current
      if (current) setDraft(change(current))
    },
    [setDraft],
  )

  /**
   * Completes the sale: a receipt number made on the register, then the sale durably in the queue (and the
   * current sale cleared in the same transaction) before this resolves; the post happens after.
   */
  const recomputeOf = useCallback((next: DraftSale) => recompute(next, rules), [rules])

  const complete = useCallback(
    async (change: Minor, paid: DraftSale): Promise<Completed> => {
      const db = dbRef.current
      if (!db || !context) throw new Error('The register is not ready')
      const computed = recompute(paid, rules)
      // A sale retrieved from the suspended list completes only if this tab's claim still wins [CLAIM2].
      const store = String(context.register.store_id)
      if (paid.suspended_id && !(await db.suspended.owns(store, paid.suspended_id, TAB_CLIENT))) {
        throw new Error(CLAIM_LOST_MESSAGE)
      }
      const receipt = await db.sales.nextReceiptNumber(
        String(registerId),
        context.register.receipt_prefix,
        context.lastReceipt,
      )
      const created = new Date().toISOString()
      const sale = postedSale(computed.draft, receipt, created)
      // A waiting save reaches the worker before the queue entry that clears the current sale.
      saveNow()
      const result = await db.sales.enqueue({ id: computed.draft.id, date: created, sale }, key)
      if (!result.ok) throw new Error(result.error.message)
      setQueued(result.queued)
      const done = {
        receipt,
        change,
        queued: result.queued,
        draft: { ...computed.draft, receipt_number: receipt },
        totals: computed.totals,
        created,
      }
      // The next sale keeps who is selling.
      setDraft({ ...newSale(context.register, currency), ...servedBy(paid) })
      void flush()
      return done
    },
    [context, currency, flush, key, registerId, rules, saveNow, setDraft, setQueued],
  )

  /** Puts the sale aside for this store's tabs and registers, and starts a new one. */
  const suspend = useCallback(
    async (label: string): Promise<boolean> => {
      const db = dbRef.current
      if (!db || !draft || !context) return false
      saveNow()
      await db.suspended.suspend(String(context.register.store_id), {
        id: draft.id,
        sale: { ...draft, suspended_id: null } as unknown as Record<string, unknown>,
        suspended_at: Date.now(),
        register: String(registerId),
        label,
      })
      setDraft({ ...newSale(context.register, currency), ...servedBy(draft) })
      return true
    },
    [context, currency, draft, registerId, saveNow, setDraft],
  )

  /** Claims a suspended sale; the winner makes it the current sale, a loser gets the spec'd message. */
  const retrieve = useCallback(
    async (saleId: string): Promise<string | null> => {
      const db = dbRef.current
      if (!db || !context) return null
      const store = String(context.register.store_id)
      const answer = await db.suspended.claim(store, saleId, {
        client: TAB_CLIENT,
        register: String(registerId),
        at: Date.now(),
      })
      if (!answer.ok) return answer.message
      await db.suspended.release(store, saleId)
      const sale = answer.sale as unknown as DraftSale
      setDraft({ ...sale, suspended_id: saleId, ...servedBy(draft?.employee ? draft : sale) })
      return null
    },
    [context, draft, registerId, setDraft],
  )

  // A sale this tab retrieved lost its claim to another register once the documents merged [CLAIM2]: it
  // leaves this screen (the winner has it, untouched) and the screen says why.
  const [claimLost, setClaimLost] = useState<{ sale: string; message: string } | null>(null)
  const draftRef = useRef(draft)
  draftRef.current = draft
  useEffect(() => {
    const db = dbRef.current
    if (!db || !context) return
    let live = true
    void db.suspended.onClaimLost(
      eventListener((lost: { client: string; sale: string; message: string }) => {
        const current = draftRef.current
        if (!live || lost.client !== TAB_CLIENT || current?.suspended_id !== lost.sale) return
        setDraft({ ...newSale(context.register, currency), ...servedBy(current) })
        setClaimLost({ sale: lost.sale, message: lost.message })
      }),
    )
    return () => {
      live = false
    }
  }, [context, currency, setDraft])

  /**
   * Runs a custom-script hook on the sale as it is now (after a line was added, or before payment): the notes
   * to show and the reason to hold the payment. Never rejects; with no scripts it answers at once.
   */
  const runScripts = useCallback(
    async (hook: CustomScriptHook, itemId?: string): Promise<HookOutcome> => {
      const runner = scripts.current.runner
      const current = latestDraft.current
      if (runner.size === 0 || !current) return NO_OUTCOME
      // The sale as the scripts see it: the last recompute when it is of this draft (a line just added is
      // ahead of the render that recomputes it).
      const last = lastRecompute.current
      const { draft: now, totals } =
        last && lastRecomputed.current === current ? last : recomputeFrom(last, current, rules)
      const sale = scriptSale(now.lines, totals, now.customer?.id ?? null)
      if (hook === 'beforePayment') return runner.run(hook, [sale])
      const line = now.lines.findLast((each) => each.item_id === itemId) ?? now.lines.at(-1)
      return line ? runner.run(hook, [scriptLine(line), sale]) : NO_OUTCOME
    },
    [rules],
  )

  const restart = useCallback(() => {
    if (context) setDraft({ ...newSale(context.register, currency), ...servedBy(draft) })
  }, [context, currency, draft, setDraft])

  return {
    context,
    loading,
    rules,
    draft,
    computed,
    setDraft,
    updateDraft,
    recomputeOf,
    complete,
    suspend,
    retrieve,
    restart,
    runScripts,
    hasScripts,
    claimLost,
    queued,
    flush,
    db: dbRef,
  }
}
