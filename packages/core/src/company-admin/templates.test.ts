import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emailTemplateResource } from './template-resources.ts'
import {
  EMAIL_TEMPLATE_KINDS,
  emailFromTemplate,
  missingPlaceholder,
  PRINT_TEMPLATE_KINDS,
  placeholdersIn,
  placeholdersOf,
  printFromTemplate,
  renderTemplate,
  unknownPlaceholder,
} from './templates.ts'

const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/)
const plain = fc.string().filter((text) => !text.includes('{') && !text.includes('}'))

describe('templates', () => {
  it('[TPL1] fills each known placeholder, with or without spaces, and leaves unknown ones as written', () => {
    expect(renderTemplate('Hi {{first_name}}, {{ code }} {{other}}', { first_name: 'Sam', code: '1' })).toBe(
      'Hi Sam, 1 {{other}}',
    )
  })

  it('[TPL1] a text without placeholders is unchanged; a filled text keeps no known placeholder', () => {
    fc.assert(
      fc.property(plain, fc.dictionary(name, plain), (text, values) => {
        expect(renderTemplate(text, values)).toBe(text)
        const withAll = Object.keys(values)
          .map((key) => `${text}{{${key}}}`)
          .join('')
        const filled = renderTemplate(withAll, values)
        for (const key of Object.keys(values)) expect(placeholdersIn(filled)).not.toContain(key)
      }),
    )
  })

  it('[TPL2] refuses a placeholder the kind does not offer, naming it and the offered ones', () => {
    const offered = placeholdersOf(EMAIL_TEMPLATE_KINDS.gift_card)
    expect(unknownPlaceholder('Card {{serial}}', offered, 'body')).toBeUndefined()
    expect(unknownPlaceholder('Card {{serail}}', offered, 'body')).toMatchObject({
      code: 'unknown_placeholder',
      field: 'body',
      message: expect.stringContaining('{{serail}} is not a placeholder of this template'),
    })
  })

  it('[TPL2] every standard template uses only its own placeholders', () => {
    for (const spec of [...Object.values(EMAIL_TEMPLATE_KINDS), ...Object.values(PRINT_TEMPLATE_KINDS)]) {
      const offered = placeholdersOf(spec)
      const subject = 'subject' in spec ? spec.subject : ''
      expect(unknownPlaceholder(`${subject}\n${spec.body}`, offered, 'body')).toBeUndefined()
      expect(placeholdersIn(renderTemplate(spec.body, spec.sample))).toEqual([])
    }
  })

  const builtIn = { subject: 'Built-in subject', text: 'Built-in text' }

  it('[TPL3] an email is the company template filled, or the built-in text when there is none fit to use', () => {
    const values = { ...EMAIL_TEMPLATE_KINDS.receipt.sample, receipt_number: 'R9' }
    expect(
      emailFromTemplate(
        'receipt',
        { subject: 'Receipt {{receipt_number}}', body: 'Hi {{first_name}}' },
        values,
        builtIn,
      ),
    ).toEqual({ subject: 'Receipt R9', text: 'Hi Alex' })
    expect(emailFromTemplate('receipt', undefined, values, builtIn)).toEqual(builtIn)
    // Saved before its kind changed, or written around the checks: never sent with a raw {{...}}.
    expect(emailFromTemplate('receipt', { subject: 'x', body: '{{serial}}' }, values, builtIn)).toEqual(
      builtIn,
    )
    expect(emailFromTemplate('sign_in_code', { subject: 'Hi', body: 'No code here' }, {}, builtIn)).toEqual(
      builtIn,
    )
  })

  it('[TPL3] a filled subject is one line whatever the values hold', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const { subject } = emailFromTemplate(
          'receipt',
          { subject: 'Receipt {{lines}}', body: 'x' },
          { lines: value },
          builtIn,
        )
        expect(subject).not.toMatch(/[\r\n]/)
      }),
    )
  })

  it('[TPL4] a sign-in template must show the code, on save and when sent', () => {
    expect(missingPlaceholder('Your code', ['code'], 'body')).toMatchObject({
      code: 'missing_placeholder',
      message: 'This template must show {{code}}',
    })
    expect(missingPlaceholder('Code {{ code }}', ['code'], 'body')).toBeUndefined()
    const check = emailTemplateResource.check!
    expect(
      check({ kind: 'sign_in_code', name: 'x', subject: 'Sign in', body: 'Hello {{first_name}}' }, undefined),
    ).toMatchObject({ code: 'missing_placeholder', field: 'body' })
    expect(
      check({ kind: 'sign_in_code', name: 'x', subject: 'Code {{code}}', body: 'Hello' }, undefined),
    ).toBeUndefined()
  })

  it('[TPL5] a print is the company layout filled, or undefined for the standard layout', () => {
    const values = PRINT_TEMPLATE_KINDS.receipt.sample
    expect(printFromTemplate('receipt', { body: 'Receipt {{receipt_number}}' }, values)).toBe(
      'Receipt R1-000123',
    )
    expect(printFromTemplate('receipt', undefined, values)).toBeUndefined()
    expect(printFromTemplate('receipt', { body: '{{po_number}}' }, values)).toBeUndefined()
  })
})
