import {
  addTenderPayments,
  type GiftCard,
  GiftCardLookupSchema,
  type Minor,
  methodProcessor,
  type PaymentMethod,
  ROUNDING_SYSTEM_TYPE,
  type SaleTotals,
  tenderAllowance,
} from '@pos/core'
import { answers } from '../../api/answers.ts'
import { ApiError } from '../../api/client.ts'
import type { DraftSale } from './sale-model.ts'

/** What the cashier gave for a tender: an amount (signed like the sale), and a gift card's serial. */
export type TenderInput = { amount: Minor; serial?: string }

export type TenderContext = {
  totals: SaleTotals
  methods: readonly PaymentMethod[]
  pointValue: number
  now: Date
}

export type TenderOutcome = { ok: true; draft: DraftSale; change: Minor } | { ok: false; message: string }

/**
 * One way to pay (spec 3, 5). Every tender decides with core's `tenderAllowance` and records with
 * `addTenderPayments`; a card terminal (devices issue) is one more implementation of this interface whose
 * `take` drives the terminal before recording the payment.
 */
export type Tender = {
  method: PaymentMethod
  processor: string
  needsSerial: boolean
  take(draft: DraftSale, input: TenderInput, context: TenderContext): Promise<TenderOutcome>
}

/** Processors the register pays with itself; terminals come from `registerTender`. */
const BUILT_IN = new Set(['cash', 'loyalty', 'store_credit', 'gift_card'])

type TenderFactory = (method: PaymentMethod) => Tender
const plugged = new Map<string, TenderFactory>()

/** Plugs in a tender for a processor (the devices issue's card terminals: linkly, adyen, adyen_tap). */
export function registerTender(processor: string, factory: TenderFactory): void {
  plugged.set(processor, factory)
}

/** The tenders of the company's payment methods that this register can take now, cash first. */
export function tendersOf(methods: readonly PaymentMethod[]): Tender[] {
  const tenders: Tender[] = []
  for (const method of methods) {
    if (method.system_type === ROUNDING_SYSTEM_TYPE) continue
    const processor = methodProcessor(method)
    if (!processor) continue
    const factory = plugged.get(processor)
    if (factory) tenders.push(factory(method))
    else if (BUILT_IN.has(processor)) tenders.push(coreTender(method, processor))
  }
  const rank = (tender: Tender) => (tender.processor === 'cash' ? 0 : 1)
  return tenders.sort((a, b) => rank(a) - rank(b))
}

async function findGiftCard(serial: string): Promise<GiftCard | null | 'offline'> {
  try {
    const answer = await answers.get(
      GiftCardLookupSchema,
      `proxy/giftcard/${encodeURIComponent(serial)}.json`,
      {
        quiet: true,
      },
    )
    return answer.giftcard
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    return 'offline'
  }
}

function coreTender(method: PaymentMethod, processor: string): Tender {
  return {
    method,
    processor,
    needsSerial: processor === 'gift_card',
    async take(draft, input, context) {
      let giftCard: GiftCard | null | undefined
      if (processor === 'gift_card') {
        const serial = input.serial?.trim() ?? ''
        const found = serial ? await findGiftCard(serial) : null
        if (found === 'offline')
          return { ok: false, message: 'Looks like something went wrong please try again' }
        giftCard = found
      }
      const customer = draft.customer
        ? {
            id: draft.customer.id,
            loyalty_points: draft.customer.loyalty_points,
            credit_balance: draft.customer.credit_balance,
          }
        : null
      const allowed = tenderAllowance({
        method,
        amount: input.amount,
        sale: draft,
        totals: context.totals,
        customer,
        pointValue: context.pointValue,
        serial: input.serial,
        giftCard,
        now: context.now,
      })
      if (!allowed.ok) return { ok: false, message: allowed.error.message }
      const rounding =
        context.methods.find((candidate) => candidate.system_type === ROUNDING_SYSTEM_TYPE) ?? null
      const sale = addTenderPayments(draft, allowed.value, {
        method,
        roundingMethod: rounding,
        date: context.now.toISOString(),
        processed: true,
      })
      return { ok: true, draft: { ...draft, payments: sale.payments }, change: allowed.value.change }
    },
  }
}
