import { newStep, STEP_TYPES, type Step } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/en.ts'
import { STEP_LAYOUTS, type StepField, type StepLayout } from './step-fields.ts'

const fieldsOf = (layout: StepLayout<Step>): StepField<Step>[] =>
  layout.flatMap((block) => ('row' in block ? block.row : [block]))

describe('the fields of each type of Glue step', () => {
  it('should lay out every type, each field with its own id, a label and a value read from a new step', () => {
    for (const { value: type } of STEP_TYPES) {
      const step = newStep(type)
      const fields = fieldsOf(STEP_LAYOUTS[type] as StepLayout<Step>)
      expect(fields.length).toBeGreaterThan(0)
      expect(new Set(fields.map((field) => field.id)).size).toBe(fields.length)
      for (const field of fields) {
        expect(en[field.label]).toMatch(/\w/)
        expect(field.value(step)).not.toBeUndefined()
      }
    }
  })

  it('should change only what a field names: a condition side, a header list, a body shown only when sent', () => {
    const rule = newStep('if') as Extract<Step, { type: 'if' }>
    const [left] = fieldsOf(STEP_LAYOUTS.if as StepLayout<Step>)
    expect({ ...rule, ...left?.patch('total' as never, rule) }.condition).toEqual({
      ...rule.condition,
      left: 'total',
    })
    const rest = newStep('rest') as Extract<Step, { type: 'rest' }>
    const fields = fieldsOf(STEP_LAYOUTS.rest as StepLayout<Step>)
    const headers = fields.find((field) => field.id === 'headers')
    expect(headers?.patch('Accept: text/csv' as never, rest)).toEqual({
      headers: [{ name: 'Accept', value: 'text/csv' }],
    })
    const body = fields.find((field) => field.id === 'body')
    expect(body?.when?.({ ...rest, method: 'GET' })).toBe(false)
    expect(body?.when?.({ ...rest, method: 'POST' })).toBe(true)
  })
})
