import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanOptionValues, missingCombinations, optionCombinations, optionNames, skuFor } from './items.ts'

describe('options and items', () => {
  it('should make one item per combination, the first option varying slowest', () => {
    const combos = optionCombinations([
      { name: 'Colour', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['S', 'M', 'L'] },
    ])
    expect(combos).toHaveLength(6)
    expect(combos[0]).toEqual({ option1: 'Red', option2: 'S', option3: '' })
    expect(combos[5]).toEqual({ option1: 'Blue', option2: 'L', option3: '' })
  })

  it('should give one item without options when there are none', () => {
    expect(optionCombinations([])).toEqual([{ option1: '', option2: '', option3: '' }])
    expect(optionCombinations([{ name: 'Size', values: [' ', ''] }])).toHaveLength(1)
    expect(
      optionNames([
        { name: 'Size', values: [] },
        { name: 'Colour', values: ['Red'] },
      ]),
    ).toEqual(['Colour'])
  })

  it('should clean values: trimmed, no empties, no repeats ignoring case', () => {
    expect(cleanOptionValues([' Red', 'red', '', 'Blue '])).toEqual(['Red', 'Blue'])
  })

  it('should have as many combinations as the product of the value counts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,4}$/), { minLength: 1, maxLength: 5 }), {
          maxLength: 3,
        }),
        (lists) => {
          const options = lists.map((values, index) => ({ name: `O${index}`, values }))
          const combos = optionCombinations(options)
          expect(combos).toHaveLength(lists.reduce((count, values) => count * values.length, 1))
          expect(new Set(combos.map((combo) => JSON.stringify(combo))).size).toBe(combos.length)
        },
      ),
    )
  })

  it('should make SKUs from the style and options', () => {
    expect(skuFor('tee', { option1: 'Navy Blue', option2: 'xl', option3: '' })).toBe('TEE-NAVY-BLUE-XL')
    expect(skuFor('1001', { option1: '', option2: '', option3: '' })).toBe('1001')
  })

  it('should find the combinations a product lacks after a value is added', () => {
    const existing = [
      { option1: 'Red', option2: '', option3: '' },
      { option1: 'Blue', option2: '', option3: '' },
    ]
    expect(missingCombinations([{ name: 'Colour', values: ['red', 'Blue', 'Green'] }], existing)).toEqual([
      { option1: 'Green', option2: '', option3: '' },
    ])
  })
})
