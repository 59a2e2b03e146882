import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import {
  adyenAmount,
  adyenDisplayEvent,
  adyenTerminalApiBase,
  decodeBridgeClientFrame,
  decodeBridgeServerFrame,
  fromAdyenAmount,
  linklyHosts,
  linklyTxnRef,
  parseFormEncoded,
  terminalFailureMessage,
} from './index.ts'

const result = {
  state: 'declined' as const,
  amount: minor(1099),
  response_code: '51',
  response_text: 'DECLINED            ',
  error_condition: 'Refusal',
  pan: null,
  card_type: null,
  auth_code: null,
  reference: null,
  receipts: [],
}

describe('terminal amounts', () => {
  it('Adyen takes major units, exactly', () => {
    expect(adyenAmount(minor(1099), 'AUD')).toBe(10.99)
    expect(adyenAmount(minor(100), 'AUD')).toBe(1)
    expect(adyenAmount(minor(500), 'JPY')).toBe(500)
    expect(fromAdyenAmount(10.99, 'AUD')).toBe(1099)
    expect(fromAdyenAmount(0.29, 'AUD')).toBe(29)
  })
  it('Linkly TxnRef keeps the last 16 characters', () => {
    expect(linklyTxnRef('R1-42')).toBe('R1-42')
    expect(linklyTxnRef('STORE12-REG3-000123456')).toBe('12-REG3-000123456'.slice(-16))
    expect(linklyTxnRef('STORE12-REG3-000123456')).toHaveLength(16)
  })
})

describe('Adyen display events', () => {
  it('reads the event of a ReferenceID', () => {
    expect(
      adyenDisplayEvent(
        'TransactionID=oLkO001517998574000&TimeStamp=2018-02-07T10%3a16%3a14.000Z&event=PIN_ENTERED',
      ),
    ).toEqual({ event: 'PIN_ENTERED', transactionId: 'oLkO001517998574000' })
    expect(adyenDisplayEvent('TransactionID=1')).toBeUndefined()
    expect(parseFormEncoded('message=Terminal+is+not+reachable&x=%e2%82%ac')).toEqual({
      message: 'Terminal is not reachable',
      x: '€',
    })
  })
})

describe('endpoints from settings (spec 9)', () => {
  it('Adyen: one test host, live by region, or custom', () => {
    expect(adyenTerminalApiBase({ environment: 'test', region: 'AU', base_url: '' })).toBe(
      'https://terminal-api-test.adyen.com',
    )
    expect(adyenTerminalApiBase({ environment: 'live', region: 'AU', base_url: '' })).toBe(
      'https://terminal-api-live-au.adyen.com',
    )
    expect(
      adyenTerminalApiBase({ environment: 'custom', region: 'EU', base_url: 'http://127.0.0.1:9/' }),
    ).toBe('http://127.0.0.1:9')
  })
  it('Linkly: sandbox, production or custom', () => {
    expect(linklyHosts({ environment: 'sandbox', auth_base_url: '', rest_base_url: '' }).rest).toBe(
      'https://rest.pos.sandbox.cloud.pceftpos.com',
    )
    expect(
      linklyHosts({ environment: 'custom', auth_base_url: 'http://127.0.0.1:5', rest_base_url: '' }),
    ).toEqual({ auth: 'http://127.0.0.1:5', rest: 'http://127.0.0.1:5' })
  })
})

describe('bridge frames (versioned, discriminated)', () => {
  it('accepts a transaction and the operator keys, refuses the rest as values', () => {
    const frame = decodeBridgeClientFrame(
      JSON.stringify({
        action: 'transaction',
        version: 1,
        data: {
          register_id: 3,
          receipt_number: 'R1',
          amount: 1099,
          currency_code: 'aud',
          payment_method_id: 2,
        },
      }),
    )
    expect(frame.ok && frame.value.action === 'transaction' && frame.value.data).toMatchObject({
      register_id: '3',
      currency_code: 'AUD',
      payment_method_id: '2',
    })
    expect(decodeBridgeClientFrame('{"action":"accept"}').ok).toBe(true)
    expect(decodeBridgeClientFrame('{"action":"refund"}').ok).toBe(false)
    expect(decodeBridgeClientFrame('nope').ok).toBe(false)
    expect(
      decodeBridgeClientFrame(
        JSON.stringify({
          action: 'transaction',
          version: 1,
          data: { register_id: 'r', receipt_number: 'R', amount: 1.5, currency_code: 'AUD' },
        }),
      ).ok,
    ).toBe(false)
    expect(decodeBridgeServerFrame('{"type":"display","session":"s","lines":[]}').ok).toBe(true)
    expect(decodeBridgeServerFrame('{"type":"bogus","session":"s"}').ok).toBe(false)
  })
})

describe('failure messages (spec 8)', () => {
  it('words Linkly and Adyen failures as the spec does', () => {
    expect(terminalFailureMessage('linkly', result)).toBe('Payment Failed - DECLINED')
    expect(terminalFailureMessage('adyen', result)).toBe('Adyen Terminal - Failed (Refusal)')
  })
})
