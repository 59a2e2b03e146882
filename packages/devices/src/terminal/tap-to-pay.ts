import { DEVICE_ERRORS, failed } from '../outcome.ts'
import type { PaymentTerminal } from './payment-terminal.ts'

/** Spec 8's message when the device cannot tap to pay. */
export const TAP_TO_PAY_UNSUPPORTED = 'Looks like tap to pay isnt supported'

/**
 * Adyen tap to pay (`adyen_tap`). Tap to pay runs inside Adyen's POS Mobile SDK on an iPhone or Android phone
 * (device-protocols 1.10); a browser has no NFC payment API, so where no native host provides `native`, every
 * payment ends at once with 'Looks like tap to pay isnt supported'. A native shell passes a bridge terminal
 * that forwards to its SDK.
 */
export function createTapToPayTerminal(native?: PaymentTerminal): PaymentTerminal {
  if (native) return { ...native, provider: 'adyen_tap' }
  const unsupported = () => failed(DEVICE_ERRORS.TAP_TO_PAY_UNSUPPORTED, false, TAP_TO_PAY_UNSUPPORTED)
  return {
    provider: 'adyen_tap',
    start(_request, listener) {
      listener({ type: 'requested' })
      return { outcome: Promise.resolve(unsupported()), cancel() {}, press() {} }
    },
    async recover() {
      return unsupported()
    },
  }
}
