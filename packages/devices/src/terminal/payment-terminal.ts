import type {
  BridgeDisplay,
  BridgeKey,
  Minor,
  PaymentRecovery,
  TerminalProvider,
  TerminalReceipt,
  TerminalResult,
} from '@pos/core'
import type { DeviceError, DeviceOutcome } from '../outcome.ts'

/** What the register asks a terminal to charge (spec 7: register_id, receipt_number, amount, currency_code). */
export type TerminalPaymentRequest = {
  readonly registerId: string
  readonly receiptNumber: string
  /** Minor units; negative refunds. */
  readonly amount: Minor
  readonly currency: string
  /** The payment method whose processor is this terminal: kept in payment_recovery. */
  readonly paymentMethodId: string
  /** Adyen: the POIID; the settings' first terminal when left out. */
  readonly terminalId?: string | undefined
}

/**
 * What happens during a terminal payment, in order (spec 4: requested, then waiting, then success or
 * failure). `session` comes after the recovery state was saved. `connection_lost` shows 'Lost Connection -
 * Attempting to recover transaction'; `recovery_attempt` counts the polls.
 */
export type TerminalEvent =
  | { readonly type: 'requested' }
  | { readonly type: 'session'; readonly session: string; readonly existing: boolean }
  | { readonly type: 'waiting' }
  | { readonly type: 'display'; readonly display: BridgeDisplay }
  | { readonly type: 'receipt'; readonly receipt: TerminalReceipt }
  | { readonly type: 'connection_lost' }
  | { readonly type: 'recovery_attempt'; readonly attempt: number; readonly of: number }

/** An approved payment, or why not, with the terminal's result when there is one (receipts, response text). */
export type TerminalOutcome = DeviceOutcome<TerminalResult> & { readonly result?: TerminalResult | undefined }

export type TerminalFailure = {
  readonly ok: false
  readonly error: DeviceError
  readonly result?: TerminalResult
}

/** A payment under way. */
export type TerminalPayment = {
  /** Resolves once, never rejects. */
  readonly outcome: Promise<TerminalOutcome>
  /** Asks the terminal to cancel (Linkly key 0, Adyen AbortRequest); the outcome says whether it did. */
  cancel(): void
  /** Answers the terminal's question (signature OK?, …) with one of the buttons its display offers. */
  press(key: Exclude<BridgeKey, 'cancel'>, input?: string): void
}

export type TerminalListener = (event: TerminalEvent) => void

/**
 * A card terminal (style guideline 7). Implementations: Linkly and Adyen over the server's bridge, Adyen
 * tap to pay. All pass the contract suite in `contract/payment-terminal.contract.ts`.
 */
export type PaymentTerminal = {
  readonly provider: TerminalProvider | 'adyen_tap'
  start(request: TerminalPaymentRequest, listener: TerminalListener): TerminalPayment
  /**
   * Finishes a payment whose connection was lost, from its saved payment_recovery (after a reload too):
   * polls up to 20 times, waiting 1 s × the attempt number (spec 4), then 'Failed to recover payment'.
   */
  recover(recovery: PaymentRecovery, listener: TerminalListener): Promise<TerminalOutcome>
}

/**
 * Where payment_recovery lives (spec 3: the sale's field). The sale screen passes one that writes the sale;
 * tests and the settings page's test transaction use memory or localStorage.
 */
export type RecoveryStore = {
  load(): Promise<PaymentRecovery | null>
  save(recovery: PaymentRecovery): Promise<void>
  clear(): Promise<void>
}

/** A RecoveryStore in memory. */
export function memoryRecoveryStore(initial: PaymentRecovery | null = null): RecoveryStore & {
  readonly current: PaymentRecovery | null
} {
  let current = initial
  return {
    get current() {
      return current
    },
    async load() {
      return current
    },
    async save(recovery) {
      current = recovery
    },
    async clear() {
      current = null
    },
  }
}

/** A RecoveryStore in a Storage (localStorage survives a reload of the tab). */
export function storageRecoveryStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  key: string,
): RecoveryStore {
  return {
    async load() {
      const text = storage.getItem(key)
      if (!text) return null
      try {
        return JSON.parse(text) as PaymentRecovery
      } catch {
        return null
      }
    },
    async save(recovery) {
      storage.setItem(key, JSON.stringify(recovery))
    },
    async clear() {
      storage.removeItem(key)
    },
  }
}
