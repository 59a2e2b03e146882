import {
  addTenderPayments,
  type PaymentMethod,
  type PaymentRecovery,
  ROUNDING_SYSTEM_TYPE,
  tenderAllowance,
} from '@pos/core'
import {
  createBridgeTerminal,
  type PaymentTerminal,
  storageRecoveryStore,
  TAP_TO_PAY_UNSUPPORTED,
  type TerminalOutcome,
  type TerminalPaymentRequest,
} from '@pos/devices'
import { Theme } from '@radix-ui/themes'
import { createRoot } from 'react-dom/client'
import { registerTender, type Tender } from '../sale/tenders.ts'
import { TerminalPaymentDialog } from './TerminalPaymentDialog.tsx'

const TERMINAL_PROCESSORS = ['linkly', 'adyen', 'adyen_tap'] as const
type TerminalProcessor = (typeof TERMINAL_PROCESSORS)[number]

/** Where a sale's pending terminal payment is kept until the sale records it (survives a reload). */
export function recoveryKey(registerId: string, receiptNumber: string): string {
  return `pos.payment_recovery.${registerId}.${receiptNumber}`
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

function terminalTender(method: PaymentMethod, processor: TerminalProcessor): Tender {
  return {
    method,
    processor,
    needsSerial: false,
    async take(draft, input, context) {
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
      const key = recoveryKey(draft.register_id, draft.receipt_number)
      const store = storageRecoveryStore(window.localStorage, key)
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
      const outcome = await showTerminalDialog(terminal, request, await store.load())
      await store.clear()
      // Spec 8: a failed terminal transaction ends with no payment.
      if (!outcome.ok) return { ok: false, message: outcome.error.message }
      const rounding =
        context.methods.find((candidate) => candidate.system_type === ROUNDING_SYSTEM_TYPE) ?? null
      // A recovered payment is recorded for what the terminal charged.
      const allowance =
        outcome.value.amount === allowed.value.amount
          ? allowed.value
          : { ...allowed.value, amount: outcome.value.amount }
      const sale = addTenderPayments(draft, allowance, {
        method,
        roundingMethod: rounding,
        date: context.now.toISOString(),
        processed: true,
        processor_response: outcome.value,
        ...(outcome.value.pan ? { pan: outcome.value.pan } : {}),
      })
      return {
        ok: true,
        draft: { ...draft, payments: sale.payments, payment_recovery: null },
        change: allowed.value.change,
      }
    },
  }
}

/**
 * Plugs the card terminals into the register's tenders (spec 3 processors linkly, adyen, adyen_tap). A payment
 * left pending by a lost connection or a reload is found again by its register and receipt number and
 * recovered before a new one starts, so the card is never charged twice for one sale.
 */
export function registerTerminalTenders(): void {
  for (const processor of TERMINAL_PROCESSORS)
    registerTender(processor, (method) => terminalTender(method, processor))
}
