import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { moveItem } from '../shared/lists.ts'
import {
  conditionHolds,
  fillTemplate,
  forEachItems,
  MAX_FOR_EACH_ITEMS,
  postData,
  requestUrl,
  startVariables,
  stepPlan,
} from './interpret.ts'
import { glueJobResource } from './job-resource.ts'
import { MAX_STEP_DEPTH, newStep, STEP_TYPES, type Step, stepsSchema } from './steps.ts'

const names = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/)
const plainText = fc.string().filter((text) => !text.includes('{{'))

describe('fillTemplate', () => {
  it('leaves text without placeholders as it is', () => {
    fc.assert(
      fc.property(plainText, (text) => {
        expect(fillTemplate(text, {})).toBe(text)
      }),
    )
  })

  it('puts each variable in its placeholder, text as it is and others as JSON', () => {
    fc.assert(
      fc.property(names, fc.string(), plainText, plainText, (name, value, before, after) => {
        expect(fillTemplate(`${before}{{${name}}}${after}`, { [name]: value })).toBe(
          `${before}${value}${after}`,
        )
        expect(fillTemplate(`{{ ${name} }}`, { [name]: { a: [1] } })).toBe('{"a":[1]}')
      }),
    )
  })

  it('reads dotted paths and answers nothing for unknown ones', () => {
    const vars = { data: { order: { id: 42, lines: [{ sku: 'A1' }] } } }
    expect(fillTemplate('/orders/{{data.order.id}}/{{data.order.lines.0.sku}}', vars)).toBe('/orders/42/A1')
    expect(fillTemplate('x{{missing.deep}}y', vars)).toBe('xy')
  })
})

describe('conditionHolds', () => {
  it('compares numbers as numbers and text as text', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        const vars = { a, b }
        expect(conditionHolds({ left: '{{a}}', operator: 'greater_than', right: '{{b}}' }, vars)).toBe(a > b)
        expect(conditionHolds({ left: '{{a}}', operator: 'less_than', right: '{{b}}' }, vars)).toBe(a < b)
        expect(conditionHolds({ left: '{{a}}', operator: 'equals', right: '{{b}}' }, vars)).toBe(a === b)
      }),
    )
    expect(conditionHolds({ left: '10', operator: 'greater_than', right: '9' }, {})).toBe(true)
    expect(conditionHolds({ left: 'apple', operator: 'contains', right: 'pl' }, {})).toBe(true)
  })

  it('makes not-equals and is-not-empty the opposites of equals and is-empty', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (left, right) => {
        const vars = { left, right }
        const eq = conditionHolds({ left: '{{left}}', operator: 'equals', right: '{{right}}' }, vars)
        const ne = conditionHolds({ left: '{{left}}', operator: 'not_equals', right: '{{right}}' }, vars)
        expect(ne).toBe(!eq)
        const empty = conditionHolds({ left: '{{left}}', operator: 'is_empty', right: '' }, vars)
        const notEmpty = conditionHolds({ left: '{{left}}', operator: 'is_not_empty', right: '' }, vars)
        expect(notEmpty).toBe(!empty)
      }),
    )
  })
})

describe('forEachItems', () => {
  it("walks a list, JSON text of a list, an object's values, and nothing", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 20 }), (items) => {
        expect(forEachItems('items', { items })).toEqual({ ok: true, items })
        expect(forEachItems('{{items}}', { items: JSON.stringify(items) })).toEqual({
          ok: true,
          items: JSON.parse(JSON.stringify(items)),
        })
      }),
    )
    expect(forEachItems('data.lines', { data: { lines: { a: 1, b: 2 } } })).toEqual({
      ok: true,
      items: [1, 2],
    })
    expect(forEachItems('missing', {})).toEqual({ ok: true, items: [] })
    expect(forEachItems('one', { one: 7 })).toEqual({ ok: true, items: [7] })
  })

  it('refuses a list longer than a run may walk', () => {
    const items = Array.from({ length: MAX_FOR_EACH_ITEMS + 1 }, (_, i) => i)
    expect(forEachItems('items', { items }).ok).toBe(false)
  })
})

describe('the step plan', () => {
  it('numbers every step and runs only the enabled ones, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 30 }),
        fc.constantFrom('', '2', '3.1'),
        (flags, prefix) => {
          const steps = flags.map((disabled) => ({ ...newStep('sleep'), disabled }))
          const plan = stepPlan(steps, prefix)
          expect(plan.map((entry) => entry.step)).toEqual(steps)
          expect(plan.map((entry) => entry.runs)).toEqual(flags.map((flag) => !flag))
          expect(plan.map((entry) => entry.number)).toEqual(
            flags.map((_, i) => (prefix === '' ? `${i + 1}` : `${prefix}.${i + 1}`)),
          )
        },
      ),
    )
  })

  it('moves a step up or down without losing or doubling any', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 20 }),
        fc.integer({ min: -2, max: 22 }),
        fc.constantFrom(-1, 1),
        (list, index, delta) => {
          const moved = moveItem(list, index, index + delta)
          expect([...moved].sort()).toEqual([...list].sort())
          if (index >= 0 && index + delta >= 0 && index + delta < list.length && index < list.length)
            expect(moved[index + delta]).toBe(list[index])
        },
      ),
    )
  })
})

describe('steps and jobs', () => {
  it('accepts a new step of every type, and nests IF and For Each to a bound', () => {
    for (const { value } of STEP_TYPES) {
      const step = value === 'rest' ? { ...newStep(value), url: 'https://example.com' } : newStep(value)
      const filled = { ...step } as Record<string, unknown>
      if (value === 'for_each') filled.list = 'items'
      if (value === 'email') filled.to = 'a@example.com'
      if (value === 'post_header') filled.header = 'x-topic'
      if (value === 'shopify') filled.path = 'orders.json'
      if (value === 'shopify_graphql') filled.query = '{ shop { name } }'
      expect(v.safeParse(stepsSchema, [filled]).success, value).toBe(true)
    }
    let nested: Step = newStep('sleep')
    for (let depth = 1; depth < MAX_STEP_DEPTH; depth++)
      nested = { ...newStep('if'), steps: [nested] } as Step
    expect(v.safeParse(stepsSchema, [nested]).success).toBe(true)
    expect(v.safeParse(stepsSchema, [{ ...newStep('if'), steps: [nested] }]).success).toBe(false)
  })

  it('defaults a Shopify step to API version 2024-04 and refuses a bad method', () => {
    const parsed = v.parse(stepsSchema, [{ type: 'shopify', path: 'orders.json' }])
    expect(parsed[0]).toMatchObject({ api_version: '2024-04', method: 'GET' })
    expect(v.safeParse(stepsSchema, [{ type: 'rest', url: 'https://x', method: 'TRACE' }]).success).toBe(
      false,
    )
  })

  it('takes its example, and wants a start for a scheduled job', () => {
    expect(v.safeParse(glueJobResource.create, glueJobResource.example).success).toBe(true)
    const scheduled = v.parse(glueJobResource.create, { name: 'Nightly', type: 'scheduled' })
    expect(glueJobResource.check?.(scheduled, undefined)).toMatchObject({ field: 'schedule' })
  })

  it('starts a run with the defaults, the data and the headers', () => {
    expect(startVariables([{ name: 'shop', default_value: 'main' }], { id: 1 }, { 'x-a': 'b' })).toEqual({
      shop: 'main',
      data: { id: 1 },
      headers: { 'x-a': 'b' },
    })
    expect(postData('{"a":1}')).toEqual({ a: 1 })
    expect(postData('plain')).toBe('plain')
    expect(requestUrl('https://x/{{id}}', [{ name: 'q', value: 'a b' }], { id: 5 })).toBe(
      'https://x/5?q=a%20b',
    )
  })
})
