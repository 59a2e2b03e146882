import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CUSTOM_SCRIPT_HOOKS,
  CUSTOM_SCRIPT_MESSAGE_MAX,
  combineOutcomes,
  readScriptRun,
  type ScriptRun,
} from './hooks.ts'

const script = { scope: 'sale', position: 2 }
const run = (value: unknown): ScriptRun => ({ kind: 'answered', value })

describe('custom script hooks', () => {
  it('[CSC1] reads any answer without throwing, into short notes and a stop only before payment', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CUSTOM_SCRIPT_HOOKS),
        fc.oneof(
          fc.anything(),
          fc.record({ message: fc.anything(), stop: fc.anything() }, { requiredKeys: [] }),
        ),
        (hook, value) => {
          const outcome = readScriptRun(hook, run(value), script)
          for (const text of outcome.messages) {
            expect(typeof text).toBe('string')
            expect(text.length).toBeLessThanOrEqual(CUSTOM_SCRIPT_MESSAGE_MAX)
          }
          if (hook === 'onLineAdded') expect(outcome.stop).toBeNull()
          if (outcome.stop !== null) expect(outcome.stop.length).toBeGreaterThan(0)
        },
      ),
    )
  })

  it('shows a message, holds a payment, and names a script that failed or ran too long', () => {
    expect(readScriptRun('onLineAdded', run({ message: ' Check ID ' }), script)).toEqual({
      messages: ['Check ID'],
      stop: null,
    })
    expect(readScriptRun('onLineAdded', run(undefined), script)).toEqual({ messages: [], stop: null })
    expect(readScriptRun('beforePayment', run({ stop: 'Ask for a manager' }), script)).toEqual({
      messages: [],
      stop: 'Ask for a manager',
    })
    expect(readScriptRun('onLineAdded', run({ stop: 'no' }), script).messages).toEqual([
      'Custom script 2 (sale) can only stop a payment from beforePayment',
    ])
    expect(readScriptRun('onLineAdded', run(42), script).messages).toEqual([
      'Custom script 2 (sale) answered something the register cannot read',
    ])
    expect(readScriptRun('beforePayment', { kind: 'unreadable' }, script).messages).toEqual([
      'Custom script 2 (sale) answered something the register cannot read',
    ])
    expect(readScriptRun('beforePayment', { kind: 'failed', error: 'x is not defined' }, script)).toEqual({
      messages: ['Custom script 2 (sale) failed: x is not defined'],
      stop: null,
    })
    expect(readScriptRun('beforePayment', { kind: 'timed_out' }, script).messages[0]).toMatch(
      /^Custom script 2 \(sale\) ran longer than 300 ms and was stopped/,
    )
    expect(readScriptRun('onLineAdded', run({ message: 'x'.repeat(500) }), script).messages[0]?.length).toBe(
      CUSTOM_SCRIPT_MESSAGE_MAX,
    )
  })

  it('keeps every note in order and the first stop', () => {
    expect(
      combineOutcomes([
        { messages: ['a'], stop: null },
        { messages: ['b'], stop: 'first' },
        { messages: [], stop: 'second' },
      ]),
    ).toEqual({ messages: ['a', 'b'], stop: 'first' })
  })
})
