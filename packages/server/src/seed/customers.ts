import { emptyWalletTemplate, giftCardExpiry } from '@pos/core'
import { sql } from 'kysely'
import { moveStoreCredit } from '../customers/balances.ts'
import { moveGiftCard } from '../gift-cards/balance.ts'
import { type SeedArea, seededRandom } from './context.ts'

const REASONS = {
  gift_card: ['Sold at counter', 'Promotion', 'Customer service'],
  store_credit: ['Refund to credit', 'Goodwill', 'Price match'],
  discount: [
    ['Staff', 25],
    ['Damaged', 50],
    ['Manager approval', 0],
  ],
  return: ['Changed mind', 'Faulty', 'Wrong size'],
  petty_cash: ['Cleaning supplies', 'Postage', 'Float top-up'],
  stock_adjustment: ['Damaged in store', 'Stocktake correction', 'Theft'],
} as const

const FIRST = ['Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Leo']
const LAST = ['Nguyen', 'Smith', 'Patel', 'Jones', 'Williams', 'Brown', 'Chen', 'Taylor', 'Kelly', 'Walker']
const CUSTOMERS = 40
const DAY = 86_400_000

/**
 * Issue 5's demo data: reasons of every kind (with their account codes), a spend-based loyalty program with
 * three tiers, 40 customers (most opted in) with sales over the last two years, store credit and points for
 * some, gift cards with their issue transactions, and a gift card and a loyalty wallet template. Balances are
 * made through the same functions as the API, so each is the sum of its transactions.
 */
export const customersArea: SeedArea = {
  name: 'customers',
  async run({ trx, companyId, ids }) {
    const random = seededRandom(5)
    let account = 4100
    const reasonIds: Record<string, number[]> = {}
    for (const [kind, names] of Object.entries(REASONS)) {
      const rows = await trx
        .insertInto('reasons')
        .values(
          names.map((entry) => {
            account += 10
            const [name, percent] = typeof entry === 'string' ? [entry, 0] : entry
            return {
              company_id: companyId,
              kind,
              name,
              account: `4-${account}`,
              max_discount_percent: percent,
            }
          }),
        )
        .returning('id')
        .execute()
      reasonIds[kind] = rows.map((row) => row.id)
    }
    ids.reasons = Object.values(reasonIds).flat()

    await trx
      .insertInto('loyalty_programs')
      .values({
        company_id: companyId,
        enabled: true,
        customer_opt_in_required: true,
        accumulate_points: true,
        tier_calculation: 'spend',
        duration_in_tier_months: 12,
        point_value: 0.5,
      })
      .execute()
    await trx
      .insertInto('loyalty_tiers')
      .values([
        {
          company_id: companyId,
          name: 'Bronze',
          points_per_unit: 1,
          qualification_minimum: 0,
          qualification_maximum: 49_999,
        },
        {
          company_id: companyId,
          name: 'Silver',
          points_per_unit: 1.5,
          qualification_minimum: 50_000,
          qualification_maximum: 149_999,
        },
        {
          company_id: companyId,
          name: 'Gold',
          points_per_unit: 2,
          qualification_minimum: 150_000,
          qualification_maximum: 0,
        },
      ])
      .execute()

    const now = Date.now()
    const customers = await trx
      .insertInto('customers')
      .values(
        Array.from({ length: CUSTOMERS }, (_, index) => {
          const first = FIRST[index % FIRST.length] ?? 'Sam'
          const last = LAST[Math.floor(index / FIRST.length) % LAST.length] ?? 'Lee'
          const loyalty = index % 5 !== 4
          return {
            company_id: companyId,
            first_name: first,
            last_name: last,
            email: `${first.toLowerCase()}.${last.toLowerCase()}${index}@demo.example.com`,
            phone: `04${String(10_000_000 + index * 7_919).slice(0, 2)} ${String(100 + index).padStart(3, '0')} ${String(500 + index * 3).slice(0, 3)}`,
            birth_date: `19${60 + (index % 40)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
            email_subscriber: index % 3 === 0,
            sms_subscriber: index % 4 === 0,
            loyalty,
            loyalty_changed: loyalty ? new Date(now - 400 * DAY) : null,
            loyalty_points: loyalty ? Math.floor(random() * 3000) : 0,
            tags: JSON.stringify(index % 7 === 0 ? ['vip'] : []),
          }
        }),
      )
      .returning('id')
      .execute()
    ids.customers = customers.map((row) => row.id)

    const stores = ids.stores ?? []
    const sales: {
      company_id: number
      store_id: number | null
      receipt_number: string
      created: Date
      total: number
      total_tax: number
      customer_id: number
      data: string
    }[] = []
    for (const [index, customer] of customers.entries()) {
      const count = Math.floor(random() * 8)
      for (let sale = 0; sale < count; sale++) {
        const total = 1_000 + Math.floor(random() * 30_000)
        const quantity = 1 + Math.floor(random() * 4)
        sales.push({
          company_id: companyId,
          store_id: stores.length > 0 ? (stores[(index + sale) % stores.length] ?? null) : null,
          receipt_number: `DEMO-C${customer.id}-${sale + 1}`,
          created: new Date(now - Math.floor(random() * 700) * DAY),
          total,
          total_tax: Math.round(total / 11),
          customer_id: customer.id,
          data: JSON.stringify({ lines: [{ id: '1', quantity, item_price: Math.round(total / quantity) }] }),
        })
      }
      if (index % 4 === 1) {
        await moveStoreCredit(trx, {
          companyId,
          customerId: customer.id,
          amount: 500 * (1 + Math.floor(random() * 10)),
          description: 'Refund to credit',
          reference: `DEMO-R${index}`,
          reasonId: reasonIds.store_credit?.[0] ?? null,
          saleRef: null,
          principal: null,
        })
      }
    }
    if (sales.length > 0) await trx.insertInto('sales').values(sales).execute()
    // Points given by the seed are recorded as a transaction too, so the history matches the balance.
    await sql`
      INSERT INTO loyalty_transactions (company_id, customer_id, points, description, reference)
      SELECT company_id, id, loyalty_points, 'Opening points', 'DEMO'
      FROM customers WHERE company_id = ${companyId} AND loyalty_points > 0
    `.execute(trx)

    const company = await trx
      .selectFrom('companies')
      .select('gift_card_validity_days')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
    ids.gift_cards = []
    for (let index = 0; index < 12; index++) {
      const issued = new Date(now - index * 30 * DAY)
      const value = [2_500, 5_000, 10_000][index % 3] ?? 5_000
      const card = await trx
        .insertInto('gift_cards')
        .values({
          company_id: companyId,
          serial: `DEMO${String(100_001 + index)}`,
          value,
          current_amount: 0,
          reason_id: reasonIds.gift_card?.[index % 3] ?? null,
          customer_id: index % 2 === 0 ? (customers[index]?.id ?? null) : null,
          expiration: giftCardExpiry(issued, company.gift_card_validity_days),
          created: issued,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.gift_cards.push(card.id)
      await moveGiftCard(trx, {
        companyId,
        giftCardId: card.id,
        amount: value,
        description: 'Issued',
        reasonId: reasonIds.gift_card?.[index % 3] ?? null,
        saleRef: null,
        principal: null,
      })
      if (index % 3 === 1) {
        await moveGiftCard(trx, {
          companyId,
          giftCardId: card.id,
          amount: -Math.min(value, 2_000),
          description: `Sale DEMO-G${index}`,
          reasonId: null,
          saleRef: `demo-gift-${index}`,
          principal: null,
        })
      }
    }

    const { kind: _giftcard, name: _g, ...giftcard } = emptyWalletTemplate('giftcard')
    const { kind: _loyalty, name: _l, ...loyalty } = emptyWalletTemplate('loyalty')
    await trx
      .insertInto('wallet_templates')
      .values([
        {
          company_id: companyId,
          kind: 'giftcard',
          name: 'Gift card',
          data: JSON.stringify({
            ...giftcard,
            title: 'Gift card',
            back_fields: [
              {
                type: 'custom',
                label: 'Terms',
                detail: 'Not redeemable for cash.',
                apple: true,
                google: true,
              },
            ],
          }),
        },
        {
          company_id: companyId,
          kind: 'loyalty',
          name: 'Members',
          data: JSON.stringify({
            ...loyalty,
            title: 'Rewards',
            membership_label: 'Member',
            name_label: 'Name',
            points_label: 'Points',
            points_update_message: 'You now have {points} points',
            store_notification_text: "You're near {name}",
            store_ids: stores.slice(0, 10),
            back_fields: [
              { type: 'loyalty_points_value', label: 'Points value', detail: '', apple: true, google: true },
            ],
          }),
        },
      ])
      .execute()
  },
}
