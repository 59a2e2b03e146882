import { minor, NO_BUTTONS } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { INITIAL_TERMINAL_DIALOG, terminalDialogReducer, withOutcome } from './dialog-state.ts'

const display = (extra: object) => ({
  type: 'display' as const,
  display: { lines: [], buttons: NO_BUTTONS, graphic: null, event: null, ...extra },
})

describe('terminal payment alert (spec 4)', () => {
  it('goes requested, waiting, then success', () => {
    let state = terminalDialogReducer(INITIAL_TERMINAL_DIALOG, { type: 'requested' })
    expect(state.phase).toBe('requested')
    state = terminalDialogReducer(state, { type: 'session', session: 's', existing: false })
    state = terminalDialogReducer(state, { type: 'waiting' })
    expect(state.phase).toBe('waiting')
    const result = {
      state: 'approved' as const,
      amount: minor(100),
      response_code: '00',
      response_text: 'APPROVED',
      error_condition: null,
      pan: null,
      card_type: null,
      auth_code: null,
      reference: null,
      receipts: [],
    }
    expect(withOutcome(state, { ok: true, value: result }).phase).toBe('success')
  })

  it('shows Adyen events as messages and ignores events it does not know', () => {
    let state = terminalDialogReducer(INITIAL_TERMINAL_DIALOG, display({ event: 'CARD_INSERTED' }))
    state = terminalDialogReducer(state, display({ event: 'DCC_ACCEPTED' }))
    state = terminalDialogReducer(state, display({ event: 'PIN_ENTERED' }))
    expect(state.events).toEqual(['terminal.adyen.CARD_INSERTED', 'terminal.adyen.PIN_ENTERED'])
  })

  it('shows Linkly lines with only the flagged buttons, and the recovery', () => {
    let state = terminalDialogReducer(
      INITIAL_TERMINAL_DIALOG,
      display({ lines: ['SIGNATURE OK?'], buttons: { ...NO_BUTTONS, accept: true, decline: true } }),
    )
    expect(state.buttons).toMatchObject({ accept: true, decline: true, cancel: false })
    state = terminalDialogReducer(state, { type: 'connection_lost' })
    expect(state).toMatchObject({ phase: 'recovering', buttons: NO_BUTTONS })
    state = terminalDialogReducer(state, { type: 'recovery_attempt', attempt: 3, of: 20 })
    expect(state.attempt).toEqual({ attempt: 3, of: 20 })
    const failed = withOutcome(state, {
      ok: false,
      error: { code: 'RECOVERY_FAILED', retryable: false, message: 'Failed to recover payment' },
    })
    expect(failed).toMatchObject({ phase: 'failure', error: 'Failed to recover payment' })
  })
})
