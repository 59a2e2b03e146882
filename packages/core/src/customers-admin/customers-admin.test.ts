import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { line, sale } from '../test/fixtures.ts'
import { CustomerCreatePayloadSchema, StoreCreditAdjustmentSchema } from './customers.ts'
import { GiftCardCreatePayloadSchema, giftCardExpiry, giftCardStatus } from './gift-cards.ts'
import { customerFigures, runningStatement, withRunningBalance } from './ledger.ts'
import { LoyaltyProgramPayloadSchema, tierRangeProblem } from './loyalty-program.ts'
import { ReasonPayloadSchema } from './reasons.ts'
import { checkRedemption } from './redemption.ts'
import { emptyWalletTemplate, WalletTemplatePayloadSchema, walletTemplateIssues } from './wallet-templates.ts'

const tier = (name: string, min: number, max: number) => ({
  name,
  qualification_minimum: min,
  qualification_maximum: max,
})

describe('customers admin rules', () => {
  it('[CUS1] statement rows carry credit, debit and the running balance', () => {
    const rows = runningStatement([
      { id: 1, date: '2026-01-01T00:00:00Z', amount: 5000, description: 'Refund', reference: 'R1' },
      { id: 2, date: '2026-01-02T00:00:00Z', amount: -1250, description: 'Sale', reference: 'R2' },
    ])
    expect(rows).toEqual([
      {
        id: 1,
        date: '2026-01-01T00:00:00Z',
        credit: 5000,
        debit: 0,
        description: 'Refund',
        reference: 'R1',
        balance: 5000,
      },
      {
        id: 2,
        date: '2026-01-02T00:00:00Z',
        credit: 0,
        debit: 1250,
        description: 'Sale',
        reference: 'R2',
        balance: 3750,
      },
    ])
  })

  it('[CUS1] the last running balance is the sum of the amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100_000, max: 100_000 })), (amounts) => {
        const rows = runningStatement(
          amounts.map((amount, id) => ({ id, date: '', amount, description: '', reference: '' })),
        )
        expect(rows.at(-1)?.balance ?? 0).toBe(amounts.reduce((a, b) => a + b, 0))
        for (const row of rows) expect(row.credit - row.debit).toBe(amounts[row.id])
      }),
    )
  })

  it('[CUS1] each running balance is the one before it moved by its own change, from the opening balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.array(fc.integer({ min: -100_000, max: 100_000 })),
        (opening, changes) => {
          const rows = withRunningBalance(changes, (change) => change, opening)
          rows.forEach((row, index) => {
            expect(row.entry).toBe(changes[index])
            expect(row.balance).toBe((rows[index - 1]?.balance ?? opening) + changes[index]!)
          })
        },
      ),
    )
  })

  it('[CUS2] figures over lifetime, 6 and 3 months, and the average order', () => {
    const now = new Date('2026-08-31T12:00:00Z')
    const figures = customerFigures(
      [
        { created: '2025-01-10T00:00:00Z', total: 10_000 },
        { created: '2026-02-28T12:00:00Z', total: 3_000 },
        { created: '2026-05-31T12:00:00Z', total: 2_001 },
        { created: '2026-07-01T00:00:00Z', total: -1_000 },
        { created: '2026-09-01T00:00:00Z', total: 99_999 },
      ],
      now,
    )
    expect(figures).toEqual({
      lifetime_sales: 14_001,
      sales_6_months: 4_001,
      sales_3_months: 1_001,
      order_count: 4,
      average_order: 3_500,
    })
    expect(customerFigures([], now)).toMatchObject({ lifetime_sales: 0, average_order: 0 })
  })

  it('[LPG1] tier ranges may not overlap', () => {
    expect(tierRangeProblem([tier('Bronze', 0, 49_999), tier('Silver', 50_000, 0)])).toBeNull()
    expect(tierRangeProblem([tier('Silver', 50_000, 0), tier('Bronze', 0, 50_000)])).toBe(
      'The ranges of Bronze and Silver overlap',
    )
    expect(tierRangeProblem([tier('Gold', 0, 0), tier('Silver', 10, 20)])).toBe(
      'The ranges of Gold and Silver overlap',
    )
    expect(tierRangeProblem([tier('Gold', 100, 50)])).toBe('The maximum of Gold is below its minimum')
    expect(tierRangeProblem([tier('Gold', 0, 5), tier('gold', 6, 9)])).toBe('Two tiers are called gold')
  })

  it('[LPG1] the program payload refuses overlapping tiers with the sentence', () => {
    const base = {
      enabled: true,
      customer_opt_in_required: true,
      accumulate_points: true,
      tier_calculation: 'spend',
      duration_in_tier_months: 12,
      point_value: 0.5,
    }
    const good = v.safeParse(LoyaltyProgramPayloadSchema, {
      ...base,
      tiers: [
        { name: 'Bronze', points_per_unit: 1, qualification_minimum: 0, qualification_maximum: 49_999 },
        { name: 'Silver', points_per_unit: 1.5, qualification_minimum: 50_000, qualification_maximum: 0 },
      ],
    })
    expect(good.success).toBe(true)
    const bad = v.safeParse(LoyaltyProgramPayloadSchema, {
      ...base,
      tiers: [
        { name: 'Bronze', points_per_unit: 1, qualification_minimum: 0, qualification_maximum: 50_000 },
        { name: 'Silver', points_per_unit: 1.5, qualification_minimum: 50_000 },
      ],
    })
    expect(bad.issues?.[0]?.message).toBe('The ranges of Bronze and Silver overlap')
    expect(
      v.safeParse(LoyaltyProgramPayloadSchema, { ...base, point_value: 0.00001, tiers: [] }).success,
    ).toBe(false)
  })

  it('[GFT1][GFT2] expiry from validity days, and the status at a moment', () => {
    const issued = new Date('2026-03-01T10:00:00Z')
    expect(giftCardExpiry(issued, 1095)).toBe('2029-02-28T10:00:00.000Z')
    expect(giftCardExpiry(issued, 0)).toBeNull()
    expect(giftCardStatus({ current_amount: 10, expiration: '2026-03-02T00:00:00Z' }, issued)).toBe('active')
    expect(giftCardStatus({ current_amount: 0, expiration: null }, issued)).toBe('used')
    expect(giftCardStatus({ current_amount: 10, expiration: '2026-02-01T00:00:00Z' }, issued)).toBe('expired')
  })

  it('[WAL1-WAL4] wallet template rules with the exact messages', () => {
    const giftcard = {
      ...emptyWalletTemplate('giftcard'),
      name: 'Gift',
      back_fields: [{ type: '', label: '', detail: '', apple: true, google: true }],
    }
    expect(walletTemplateIssues(giftcard).map((issue) => issue.message)).toEqual([
      'A Label is Required',
      'Details Required',
    ])
    const loyalty = {
      ...emptyWalletTemplate('loyalty'),
      name: 'Members',
      store_ids: Array.from({ length: 11 }, (_, index) => index + 1),
      points_update_message: 'You have new points',
      back_fields: [
        { type: '', label: '', detail: '', apple: true, google: false },
        { type: 'custom', label: 'Terms', detail: '', apple: true, google: true },
        { type: 'loyalty_points', label: 'Points', detail: '', apple: true, google: true },
      ],
    }
    expect(walletTemplateIssues(loyalty)).toEqual([
      { path: 'store_ids', message: 'A wallet template can have at most 10 stores' },
      { path: 'back_fields.0.type', message: 'A type is required' },
      { path: 'back_fields.0.label', message: 'A label is required' },
      { path: 'back_fields.1.detail', message: 'Details required' },
      { path: 'points_update_message', message: 'The points update message must contain {points}' },
    ])
    const fixed = {
      ...loyalty,
      store_ids: [1],
      back_fields: [],
      points_update_message: 'You now have {points} points',
    }
    expect(walletTemplateIssues(fixed)).toEqual([])
    expect(v.safeParse(WalletTemplatePayloadSchema, loyalty).issues?.[0]?.message).toBe(
      'A wallet template can have at most 10 stores',
    )
    expect(v.safeParse(WalletTemplatePayloadSchema, fixed).success).toBe(true)
  })

  it('payload schemas refuse bad input with a clear sentence', () => {
    expect(v.safeParse(CustomerCreatePayloadSchema, { email: 'x@y.test' }).issues?.[0]?.message).toBe(
      'Please enter a first or last name',
    )
    expect(
      v.safeParse(CustomerCreatePayloadSchema, { first_name: 'A', email: 'nope' }).issues?.[0]?.message,
    ).toBe('Please enter a valid email address')
    const customer = v.parse(CustomerCreatePayloadSchema, {
      first_name: ' Ann ',
      email: ' ANN@X.TEST ',
      birth_date: '',
    })
    expect(customer).toMatchObject({ first_name: 'Ann', email: 'ann@x.test', birth_date: null, tags: [] })
    expect(v.safeParse(StoreCreditAdjustmentSchema, { amount: 0, reason_id: 1 }).success).toBe(false)
    expect(v.safeParse(GiftCardCreatePayloadSchema, { value: 0, reason_id: 1 }).issues?.[0]?.message).toBe(
      'A gift card needs a value above zero',
    )
    expect(
      v.safeParse(ReasonPayloadSchema, { kind: 'return', name: 'Faulty', max_discount_percent: 5 })
        .issues?.[0]?.message,
    ).toBe('Only discount reasons have a maximum discount')
    expect(v.parse(ReasonPayloadSchema, { kind: 'discount', name: ' Staff ', account: '' })).toEqual({
      kind: 'discount',
      name: 'Staff',
      account: null,
      max_discount_percent: 0,
    })
  })
})

describe('redemption re-check', () => {
  const now = new Date('2026-05-01T00:00:00Z')
  const payment = (processor: string, amount: number, extra: Record<string, unknown> = {}) => ({
    payment_method: processor,
    amount: minor(amount),
    processor,
    name: processor,
    processed: true,
    date: now.toISOString(),
    ...extra,
  })
  const base = sale([line('a', { price: 10_000 })])

  it('[RED1][RED2] a gift card payment within the balance moves in full; beyond it, the rest is short', () => {
    const card = { serial: 'GC1', current_amount: minor(6_000), expiration: null }
    const within = { ...base, payments: [payment('gift_card', 4_000, { serial_number: 'GC1' })] }
    expect(
      checkRedemption({
        sale: within,
        total: minor(10_000),
        index: 0,
        customer: null,
        giftCard: card,
        pointValue: 0,
        now,
      }),
    ).toMatchObject({
      amount: 4_000,
      shortfall: 0,
      error: null,
    })
    const twice = {
      ...base,
      payments: [
        payment('gift_card', 4_000, { serial_number: 'GC1' }),
        payment('gift_card', 4_000, { serial_number: 'GC1' }),
      ],
    }
    expect(
      checkRedemption({
        sale: twice,
        total: minor(10_000),
        index: 1,
        customer: null,
        giftCard: card,
        pointValue: 0,
        now,
      }),
    ).toMatchObject({
      amount: 2_000,
      shortfall: 2_000,
    })
  })

  it('[RED2] refused tenders are short by the whole payment, with the message', () => {
    const expired = { serial: 'GC1', current_amount: minor(6_000), expiration: '2026-01-01T00:00:00Z' }
    const posted = { ...base, payments: [payment('gift_card', 1_000, { serial_number: 'GC1' })] }
    const verdict = checkRedemption({
      sale: posted,
      total: minor(10_000),
      index: 0,
      customer: null,
      giftCard: expired,
      pointValue: 0,
      now,
    })
    expect(verdict).toMatchObject({ amount: 0, shortfall: 1_000, error: { message: 'Gift Card Expired' } })
    const credit = { ...base, payments: [payment('store_credit', 1_000)] }
    expect(
      checkRedemption({
        sale: credit,
        total: minor(10_000),
        index: 0,
        customer: null,
        giftCard: null,
        pointValue: 0,
        now,
      }).error?.message,
    ).toBe('No Customer')
  })

  it('[RED1] loyalty takes whole points at the program point value', () => {
    const customer = { id: '1', loyalty_points: 1_000, credit_balance: minor(0) }
    const posted = { ...base, payments: [payment('loyalty', 300, { points: 600 })] }
    expect(
      checkRedemption({
        sale: posted,
        total: minor(10_000),
        index: 0,
        customer,
        giftCard: null,
        pointValue: 0.5,
        now,
      }),
    ).toMatchObject({
      amount: 300,
      points: 600,
      shortfall: 0,
    })
    const greedy = { ...base, payments: [payment('loyalty', 800, { points: 1600 })] }
    expect(
      checkRedemption({
        sale: greedy,
        total: minor(10_000),
        index: 0,
        customer,
        giftCard: null,
        pointValue: 0.5,
        now,
      }),
    ).toMatchObject({
      amount: 500,
      points: 1_000,
      shortfall: 300,
    })
  })

  it('[RED2] never moves more than the payment asked, whatever the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (amount, balance) => {
          const posted = { ...base, payments: [payment('store_credit', amount)] }
          const customer = { id: '1', loyalty_points: 0, credit_balance: minor(balance) }
          const verdict = checkRedemption({
            sale: posted,
            total: minor(10_000),
            index: 0,
            customer,
            giftCard: null,
            pointValue: 0,
            now,
          })
          expect(verdict.amount).toBeLessThanOrEqual(Math.min(amount, balance, 10_000))
          expect(verdict.amount + verdict.shortfall).toBe(amount)
        },
      ),
    )
  })
})
