import { ROUNDING_PROCESSOR } from '../sale/totals.ts'
import type { Payment, Sale } from '../sale/types.ts'
import type { PaymentMethod } from './payment-methods.ts'
import type { TenderAllowance } from './tender.ts'

/** How the payment lines of an accepted tender are recorded. */
export type PaymentRecord = {
  readonly method: PaymentMethod
  /** The method whose system_type is 'rounding'; needed when the allowance carries a rounding amount. */
  readonly roundingMethod: PaymentMethod | null
  /** ISO instant of the payment. */
  readonly date: string
  /** Whether the processor has confirmed it (cash, points, credit: at once; terminals: on their answer). */
  readonly processed: boolean
  readonly processor_response?: unknown
  readonly pan?: string
}

/**
 * The sale with an accepted tender's payment appended, and its rounding payment as a separate line right
 * after it [TND8]. Throws when a rounding amount has no rounding method: the register must configure one.
 */
export function addTenderPayments(sale: Sale, allowance: TenderAllowance, record: PaymentRecord): Sale {
  const payment: Payment = {
    payment_method: record.method.id,
    amount: allowance.amount,
    processor: allowance.processor,
    name: record.method.name,
    processed: record.processed,
    date: record.date,
    error: null,
    ...(record.processor_response === undefined ? {} : { processor_response: record.processor_response }),
    ...(record.pan === undefined ? {} : { pan: record.pan }),
    ...(allowance.points === undefined
      ? {}
      : { points: allowance.points, point_value: allowance.point_value }),
    ...(allowance.serial_number === undefined ? {} : { serial_number: allowance.serial_number }),
  }
  const payments = [...sale.payments, payment]
  if (allowance.rounding !== 0) {
    if (!record.roundingMethod)
      throw new Error('A rounding payment needs the payment method of system_type rounding')
    payments.push({
      payment_method: record.roundingMethod.id,
      amount: allowance.rounding,
      processor: ROUNDING_PROCESSOR,
      name: record.roundingMethod.name,
      processed: true,
      date: record.date,
      error: null,
    })
  }
  return { ...sale, payments }
}
