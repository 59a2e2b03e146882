import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { recomputeSale } from '../sale/recompute.ts'
import { context, line, method, NOW, sale } from '../test/fixtures.ts'
import { tenderPayable } from './payable.ts'
import { tenderAllowance } from './tender.ts'

const cash = method('cash', 'cash', 5)
const card = method('card', 'linkly')

describe('tenderPayable', () => {
  it('[TND7] shows the rounded cash amount of a $20.06 sale before it is taken', () => {
    expect(tenderPayable(cash, minor(2006), 'AUD')).toEqual({ payable: 2005, rounding: 1 })
    expect(tenderPayable(cash, minor(2008), 'AUD')).toEqual({ payable: 2010, rounding: -2 })
    expect(tenderPayable(cash, minor(-2006), 'AUD')).toEqual({ payable: -2005, rounding: -1 })
    expect(tenderPayable(card, minor(2006), 'AUD')).toEqual({ payable: 2006, rounding: 0 })
  })

  it('[TND7, TND8] is exactly what the tender takes when the customer pays it', () => {
    // From 3c: 1-2c owed rounds to nothing to pay, and a tender of nothing is refused (TND2), so the dialog
    // asks for what is owed there.
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 1_000_000 }), fc.constantFrom(cash, card), (price, chosen) => {
        const draft = sale([line('a', { price })])
        const { totals } = recomputeSale(draft, context())
        const shown = tenderPayable(chosen, totals.remaining, draft.currency)
        const taken = tenderAllowance({
          method: chosen,
          amount: shown.payable,
          sale: draft,
          totals,
          customer: null,
          now: NOW,
        })
        expect(taken.ok).toBe(true)
        if (!taken.ok) return
        expect(taken.value).toMatchObject({ amount: shown.payable, rounding: shown.rounding, change: 0 })
        expect(taken.value.settles).toBe(true)
        expect(shown.payable + shown.rounding).toBe(totals.remaining)
      }),
      { numRuns: 500 },
    )
  })
})
