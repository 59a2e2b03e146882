import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EMAIL_TEMPLATE_KINDS,
  PRINT_TEMPLATE_KINDS,
  placeholdersIn,
  placeholdersOf,
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
})
