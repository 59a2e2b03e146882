import { PromotionSchema, parsePayload } from '@pos/core'
import type { SeedArea } from './context.ts'

/** Demo promotions, each checked against core's promotion schema before it is stored. */
function demoPromotions(productIds: number[], now: number) {
  const day = 86_400_000
  return [
    { name: '10% off T-Shirts', discount: 10, discount_type: 'percentage', product_types: ['T-Shirt'] },
    {
      name: 'Buy 2 Socks, $5 off each',
      discount: 500,
      discount_type: 'amount',
      product_types: ['Socks'],
      minimum_item_quantity: 2,
    },
    {
      name: 'Summer code SUMMER20',
      discount: 20,
      discount_type: 'percentage',
      code: 'SUMMER20',
      product_tags: ['summer'],
      from_date: new Date(now - day).toISOString(),
      to_date: new Date(now + 60 * day).toISOString(),
      limit_usage: 500,
    },
    {
      name: 'Featured product $9.95',
      discount: 995,
      discount_type: 'fixed_price',
      product_ids: productIds.slice(0, 3).map(String),
      maximum_item_quantity: 1,
    },
    {
      name: 'Spend $200 get 15% off',
      discount: 15,
      discount_type: 'percentage',
      order_total: 20_000,
      customer_required: true,
    },
    {
      name: 'Last season clearance (ended)',
      discount: 30,
      discount_type: 'percentage',
      product_tags: ['sale'],
      from_date: new Date(now - 90 * day).toISOString(),
      to_date: new Date(now - 30 * day).toISOString(),
    },
  ]
}

export const promotionsArea: SeedArea = {
  name: 'promotions',
  async run({ trx, companyId, ids }) {
    const rows = demoPromotions(ids.products ?? [], Date.now()).map((promotion) => {
      const parsed = parsePayload(PromotionSchema, { ...promotion, id: '0' })
      if (!parsed.ok) throw new Error(`demo promotion "${promotion.name}": ${parsed.error}`)
      const { id: _id, name, from_date, to_date, ...data } = parsed.value
      return { company_id: companyId, name, from_date, to_date, data: JSON.stringify(data) }
    })
    const inserted = await trx.insertInto('promotions').values(rows).returning('id').execute()
    ids.promotions = inserted.map((row) => row.id)
  },
}
