import { type BridgeButtons, isAdyenShownEvent, NO_BUTTONS, type TerminalReceipt } from '@pos/core'
import type { TerminalEvent, TerminalOutcome } from '@pos/devices'
import type { MessageKey } from '../../i18n/index.ts'

/**
 * The terminal payment alert (spec 4): requested, then waiting, then success or failure; a lost connection
 * shows the recovery. Pure: the dialog renders this and sends intents.
 */
export type TerminalDialogState = {
  readonly phase: 'requested' | 'waiting' | 'recovering' | 'success' | 'failure'
  /** Linkly display lines. */
  readonly lines: readonly string[]
  readonly buttons: BridgeButtons
  /** Adyen events shown as the spec's messages, newest last. */
  readonly events: readonly MessageKey[]
  readonly attempt: { readonly attempt: number; readonly of: number } | null
  readonly receipts: readonly TerminalReceipt[]
  /** The failure text (spec 8 wording) once failed. */
  readonly error: string | null
}

export const INITIAL_TERMINAL_DIALOG: TerminalDialogState = {
  phase: 'requested',
  lines: [],
  buttons: NO_BUTTONS,
  events: [],
  attempt: null,
  receipts: [],
  error: null,
}

export function terminalDialogReducer(state: TerminalDialogState, event: TerminalEvent): TerminalDialogState {
  switch (event.type) {
    case 'requested':
      return { ...INITIAL_TERMINAL_DIALOG }
    case 'session':
      return state
    case 'waiting':
      return { ...state, phase: 'waiting' }
    case 'display': {
      const { display } = event
      if (display.event) {
        if (!isAdyenShownEvent(display.event)) return state
        return { ...state, events: [...state.events, `terminal.adyen.${display.event}` as MessageKey] }
      }
      return { ...state, lines: display.lines, buttons: display.buttons }
    }
    case 'receipt':
      return { ...state, receipts: [...state.receipts, event.receipt] }
    case 'connection_lost':
      return { ...state, phase: 'recovering', buttons: NO_BUTTONS, attempt: null }
    case 'recovery_attempt':
      return { ...state, phase: 'recovering', attempt: { attempt: event.attempt, of: event.of } }
  }
}

/** The dialog once the outcome is known. */
export function withOutcome(state: TerminalDialogState, outcome: TerminalOutcome): TerminalDialogState {
  if (outcome.ok) return { ...state, phase: 'success', buttons: NO_BUTTONS, error: null }
  return { ...state, phase: 'failure', buttons: NO_BUTTONS, error: outcome.error.message }
}
