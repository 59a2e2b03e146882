import {
  addTenderPayments,
  methodProcessor,
  minor,
  PAYMENT_RECOVERY,
  type PaymentMethod,
  type PaymentProcessor,
  type PaymentRecovery,
  ROUNDING_SYSTEM_TYPE,
  recoveryToResume,
  tenderAllowance,
  terminalPaymentMayStart,
} from '@pos/core'
import {
  createBridgeTerminal,
  type PaymentTerminal,
  type RecoveryStore,
  TAP_TO_PAY_UNSUPPORTED,
  type TerminalOutcome,
  type TerminalPaymentRequest,
} from '@pos/devices'
import { Theme } from '@radix-ui/themes'
import { createRoot } from 'react-dom/client'
import { localDatabase } from '../local-database.ts'
import type { DraftSale } from '../sale/sale-model.ts'
import { registerTender, type Tender, type TenderContext, type TenderOutcome } from '../sale/tenders.ts'
import { TerminalPaymentDialog } from './TerminalPaymentDialog.tsx'

const TERMINAL_PROCESSORS = ['linkly', 'adyen', 'adyen_tap'] as const
type TerminalProcessor = (typeof TERMINAL_PROCESSORS)[number]

/**
 * payment_recovery lives in the sale (spec 3): every write goes through the worker's current-sale store, the
 * same one the sale screen saves to on every change, so a reload or crash reopens the sale with it.
 */
export type SaveSale = (sale: DraftSale) => Promise<void>

async function saveThroughWorker(sale: DraftSale): Promise<void> {
  const db = await localDatabase()
  await db?.sales.saveCurrent(`register:${sale.register_id}`, sale as unknown as Record<string, unknown>)
}

/** A RecoveryStore over the sale's own payment_recovery field. */
export function saleRecoveryStore(draft: DraftSale, save: SaveSale = saveThroughWorker): RecoveryStore {
  let current = draft.payment_recovery
  return {
    async load() {
      return current
    },
    async save(recovery) {
      current = recovery
      await save({ ...draft, payment_recovery: recovery })
    },
    async clear() {
      current = null
      await save({ ...draft, payment_recovery: null })
    },
  }
}

/**
 * Shows the terminal payment alert over the current screen and resolves with its outcome when the cashier
 * closes it. Mounted in its own root so any screen (the sale screen's tenders) can await a card payment.
 */
export function showTerminalDialog(
  terminal: PaymentTerminal,
  request: TerminalPaymentRequest,
  recovery: PaymentRecovery | null = null,
): Promise<TerminalOutcome> {
  return new Promise((resolve) => {
    const host = document.createElement('div')
    document.body.appendChild(host)
    const root = createRoot(host)
    const done = (outcome: TerminalOutcome) => {
      root.unmount()
      host.remove()
      resolve(outcome)
    }
    root.render(
      <Theme appearance="light" accentColor="purple" grayColor="mauve" radius="medium" hasBackground={false}>
        <TerminalPaymentDialog terminal={terminal} request={request} recovery={recovery} onDone={done} />
      </Theme>,
    )
  })
}

function isTerminalProcessor(value: string): value is TerminalProcessor {
  return (TERMINAL_PROCESSORS as readonly string[]).includes(value)
}

/** Adds an approved terminal outcome to the sale as a processed payment and clears payment_recovery with it. */
function recordOutcome(
  draft: DraftSale,
  method: PaymentMethod,
  outcome: TerminalOutcome,
  context: TenderContext,
): TenderOutcome {
  const cleared = { ...draft, payment_recovery: null }
  // Spec 8: a failed terminal transaction ends with no payment.
  if (!outcome.ok) return { ok: false, message: outcome.error.message }
  const allowed = tenderAllowance({
    method,
    amount: outcome.value.amount,
    sale: cleared,
    totals: context.totals,
    customer: null,
    now: context.now,
  })
  // What the terminal charged is recorded, even past what is owed (the card was charged).
  const allowance = allowed.ok
    ? { ...allowed.value, amount: outcome.value.amount }
    : {
        processor: (methodProcessor(method) ?? 'adyen') as PaymentProcessor,
        amount: outcome.value.amount,
        rounding: minor(0),
        change: minor(0),
        settles: false,
      }
  const rounding = context.methods.find((candidate) => candidate.system_type === ROUNDING_SYSTEM_TYPE) ?? null
  const sale = addTenderPayments(cleared, allowance, {
    method,
    roundingMethod: rounding,
    date: context.now.toISOString(),
    processed: true,
    processor_response: outcome.value,
    ...(outcome.value.pan ? { pan: outcome.value.pan } : {}),
  })
  return { ok: true, draft: { ...cleared, payments: sale.payments }, change: allowance.change }
}

/**
 * Finishes the sale's pending terminal payment (core's recovery rule through the terminal's `recover`), or,
 * when the session never got an id, asks the bridge again for the same register and receipt: the server
 * answers with the existing session and never charges twice. Resolves with the sale to keep.
 */
export async function resumeTerminalPayment(
  draft: DraftSale,
  context: TenderContext,
  save: SaveSale = saveThroughWorker,
): Promise<TenderOutcome> {
  const recovery = recoveryToResume(draft)
  if (!recovery) return { ok: false, message: PAYMENT_RECOVERY.failedMessage }
  const method = context.methods.find((candidate) => String(candidate.id) === recovery.payment_method_id)
  const provider = isTerminalProcessor(recovery.type) ? recovery.type : null
  const store = saleRecoveryStore(draft, save)
  if (!method || !provider || provider === 'adyen_tap') {
    await store.clear()
    return { ok: false, message: PAYMENT_RECOVERY.failedMessage }
  }
  const terminal = createBridgeTerminal({ provider, baseUrl: window.location.origin, recoveryStore: store })
  const request: TerminalPaymentRequest = {
    registerId: draft.register_id,
    receiptNumber: draft.receipt_number,
    amount: recovery.amount,
    currency: draft.currency,
    paymentMethodId: recovery.payment_method_id,
  }
  const outcome = await showTerminalDialog(terminal, request, recovery.session_id ? recovery : null)
  const result = recordOutcome(draft, method, outcome, context)
  // payment_recovery is cleared in the write that records the payment (the sale screen's), or here.
  if (!result.ok) await store.clear()
  return result
}

function terminalTender(method: PaymentMethod, processor: TerminalProcessor): Tender {
  return {
    method,
    processor,
    needsSerial: false,
    async take(draft, input, context) {
      // A card may already be charged for this sale: finish that first, never start a second one.
      if (!terminalPaymentMayStart(draft)) return resumeTerminalPayment(draft, context)
      const allowed = tenderAllowance({
        method,
        amount: input.amount,
        sale: draft,
        totals: context.totals,
        customer: null,
        now: context.now,
      })
      if (!allowed.ok) return { ok: false, message: allowed.error.message }
      // A browser has no NFC payment API: tap to pay needs Adyen's mobile SDK (device-protocols 1.10).
      if (processor === 'adyen_tap') return { ok: false, message: TAP_TO_PAY_UNSUPPORTED }
      const pending: PaymentRecovery = {
        type: processor,
        payment_method_id: String(method.id),
        amount: allowed.value.amount,
        session_id: '',
      }
      // Durable before the terminal transaction starts; the session id is added when the bridge gives it.
      const store = saleRecoveryStore(draft)
      await store.save(pending)
      const terminal = createBridgeTerminal({
        provider: processor,
        baseUrl: window.location.origin,
        recoveryStore: store,
      })
      const request: TerminalPaymentRequest = {
        registerId: draft.register_id,
        receiptNumber: draft.receipt_number,
        amount: allowed.value.amount,
        currency: draft.currency,
        paymentMethodId: String(method.id),
      }
      const outcome = await showTerminalDialog(terminal, request)
      const result = recordOutcome(draft, method, outcome, context)
      if (!result.ok) await store.clear()
      return result.ok ? { ...result, change: allowed.value.change } : result
    },
  }
}

/**
 * Plugs the card terminals into the register's tenders (spec 3 processors linkly, adyen, adyen_tap). A payment
 * left pending by a lost connection or a reload stays in the sale's payment_recovery and is recovered before
 * any new one starts, so the card is never charged twice for one sale.
 */
export function registerTerminalTenders(): void {
  for (const processor of TERMINAL_PROCESSORS)
    registerTender(processor, (method) => terminalTender(method, processor))
}
