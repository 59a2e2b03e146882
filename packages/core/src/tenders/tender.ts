import { pointsForAmount, pointsValue } from '../loyalty/points.ts'
import { roundToIncrement, truncateToIncrement } from '../money/cash-rounding.ts'
import { type Minor, minor } from '../money/minor.ts'
import { isGiftCardLine, lineNet } from '../sale/lines.ts'
import type { Sale, SaleTotals } from '../sale/types.ts'
import { err, ok, type Result } from '../shared/result.ts'
import { type TenderError, tenderError } from './errors.ts'
import { isGiftCardExpired } from './gift-cards.ts'
import { roundingMode } from './payable.ts'
import {
  methodProcessor,
  methodRounding,
  type PaymentMethod,
  type PaymentProcessor,
  ROUNDING_SYSTEM_TYPE,
} from './payment-methods.ts'

/** The customer as tenders see them (spec 3: loyalty_points, credit_balance). */
export type TenderCustomer = {
  readonly id: string
  readonly loyalty_points: number
  readonly credit_balance: Minor
}

/** A gift card looked up by serial (spec 3). null when no card has the serial. */
export type GiftCard = {
  readonly serial: string
  readonly current_amount: Minor
  readonly expiration: string | null
}

/** Everything the tender rule reads. The register looks things up; the rule only decides. */
export type TenderRequest = {
  readonly method: PaymentMethod | undefined
  /** The amount asked for: positive for a sale, negative for a refund. */
  readonly amount: Minor
  readonly sale: Pick<Sale, 'lines' | 'payments' | 'currency'>
  readonly totals: Pick<SaleTotals, 'remaining'>
  readonly customer: TenderCustomer | null
  /** The loyalty program's point value (minor units per point); needed for loyalty. */
  readonly pointValue?: number | undefined
  readonly serial?: string | undefined
  readonly giftCard?: GiftCard | null | undefined
  readonly now: Date
  /** The metadata product key (default 'pos'). */
  readonly product?: string | undefined
}

/**
 * What a tender may take now. `amount` is the payment line (cash includes the change handed back), `rounding`
 * the separate rounding payment (0 for none), `change` what goes back to the customer. All signed like the
 * sale. Loyalty adds the points redeemed and the point value; gift cards the serial.
 */
export type TenderAllowance = {
  readonly processor: PaymentProcessor
  readonly amount: Minor
  readonly rounding: Minor
  readonly change: Minor
  readonly settles: boolean
  readonly points?: number
  readonly point_value?: number
  readonly serial_number?: string
}

/**
 * Answers "what may this tender take now, or which message" for every method of spec 3 [TND1-TND9].
 * Amounts are worked on magnitudes in the sale's direction and signed at the end, so a refund mirrors a sale.
 *
 * @example
 * // $10.03 owed, $20 cash handed over, cash method with rounding 5:
 * tenderAllowance({ method: cash, amount: minor(2000), sale, totals, customer: null, now })
 * // → { ok: true, value: { processor: 'cash', amount: 2000, rounding: -2, change: 995, settles: true } }
 * // A gift card past its expiration:
 * // → { ok: false, error: { code: 'GIFT_CARD_EXPIRED', message: 'Gift Card Expired' } }
 */
export function tenderAllowance(request: TenderRequest): Result<TenderAllowance, TenderError> {
  const { method } = request
  const processor =
    method && method.system_type !== ROUNDING_SYSTEM_TYPE ? methodProcessor(method, request.product) : null
  if (!method || processor === null) return err(tenderError('INCORRECT_PAYMENT_METHOD'))
  const remaining = request.totals.remaining
  if (remaining === 0) return err(tenderError('NOTHING_OWING'))
  const direction = remaining < 0 ? -1 : 1
  const want = direction * request.amount
  if (want <= 0) return err(tenderError('INVALID_AMOUNT'))
  const owed = Math.abs(remaining)
  const refund = direction < 0
  const sign = (value: number) => minor(direction * value)

  // What the tender itself can give (a balance), before what is owed caps it.
  let limit = Number.POSITIVE_INFINITY
  let extra: Pick<TenderAllowance, 'points' | 'point_value' | 'serial_number'> = {}
  switch (processor) {
    case 'cash':
    case 'linkly':
    case 'adyen':
    case 'adyen_tap':
    case '':
      break
    case 'store_credit': {
      if (!request.customer) return err(tenderError('NO_CUSTOMER'))
      if (!refund) {
        const available = request.customer.credit_balance - usedBy(request, 'store_credit')
        if (available <= 0) return err(tenderError('INSUFFICIENT_FUNDS'))
        limit = available
      }
      break
    }
    case 'gift_card': {
      const serial = (request.serial ?? '').trim()
      const card = request.giftCard
      if (serial === '' || !card || card.serial !== serial) return err(tenderError('INVALID_GIFT_CARD'))
      if (isGiftCardExpired(card.expiration, request.now)) {
        return err(tenderError('GIFT_CARD_EXPIRED'))
      }
      if (!refund) {
        const balance = card.current_amount - usedBy(request, 'gift_card', serial)
        if (balance <= 0) return err(tenderError('INSUFFICIENT_FUNDS'))
        limit = balance
      }
      extra = { serial_number: serial }
      break
    }
    case 'loyalty':
      return loyaltyAllowance(request, want, owed, direction)
  }

  const take = Math.min(want, owed, limit)
  const increment = methodRounding(method, request.product)
  const canGiveChange = processor === 'cash' && !refund
  if (increment > 1) {
    const payable = roundToIncrement(minor(owed), {
      increment,
      mode: roundingMode(increment, request.sale.currency),
    })
    // Settles when it covers the smaller of owed and payable, and its balance (if any) covers both.
    if (take >= Math.min(owed, payable) && limit >= Math.max(owed, payable)) {
      const amount =
        canGiveChange && want > payable
          ? payable + truncateToIncrement(minor(want - payable), increment)
          : payable
      return ok({
        processor,
        amount: sign(amount),
        rounding: sign(owed - payable),
        change: sign(amount - payable),
        settles: true,
        ...extra,
      })
    }
  }
  const amount = canGiveChange ? want : take
  return ok({
    processor,
    amount: sign(amount),
    rounding: minor(0),
    change: sign(Math.max(0, amount - owed)),
    settles: amount >= owed,
    ...extra,
  })
}

function loyaltyAllowance(
  request: TenderRequest,
  want: number,
  owed: number,
  direction: number,
): Result<TenderAllowance, TenderError> {
  if (!request.customer) return err(tenderError('NO_CUSTOMER'))
  const pointValue = request.pointValue ?? 0
  let cap = Math.min(want, owed)
  if (direction > 0) {
    // [TND3] only non-gift-card lines with a positive quantity can be paid with points.
    let eligible = 0
    for (const line of request.sale.lines)
      if (line.quantity > 0 && !isGiftCardLine(line)) eligible += lineNet(line)
    eligible -= usedBy(request, 'loyalty')
    if (eligible <= 0) return err(tenderError('NO_LOYALTY_ITEMS'))
    let pointsUsed = 0
    for (const payment of request.sale.payments)
      if (payment.processor === 'loyalty') pointsUsed += payment.points ?? 0
    const available = Math.trunc(request.customer.loyalty_points) - pointsUsed
    const value = available > 0 ? pointsValue(available, pointValue) : 0
    if (value <= 0) return err(tenderError('INSUFFICIENT_POINTS'))
    cap = Math.min(cap, eligible, value)
  }
  const { points, value } = pointsForAmount(minor(cap), pointValue)
  if (points <= 0) return err(tenderError('INSUFFICIENT_POINTS'))
  return ok({
    processor: 'loyalty',
    amount: minor(direction * value),
    rounding: minor(0),
    change: minor(0),
    settles: value >= owed,
    points: direction * points,
    point_value: pointValue,
  })
}

function usedBy(request: TenderRequest, processor: PaymentProcessor, serial?: string): number {
  let used = 0
  for (const payment of request.sale.payments) {
    if (payment.processor !== processor) continue
    if (serial !== undefined && payment.serial_number !== serial) continue
    used += payment.amount
  }
  return used
}
