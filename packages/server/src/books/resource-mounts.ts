import {
  accountResource,
  costCentreResource,
  paymentMethodResource,
  refusal,
  taxRateResource,
} from '@pos/core'
import { resourceMount } from '../resource/mount.ts'

/**
 * The books' plain entities, mounted from their core declarations: the chart of accounts (an account the
 * postings name by role cannot be archived; its default tax rate must be the company's), cost centres and tax
 * rates.
 */
export const accountMount = resourceMount(accountResource, {
  beforeWrite: async (ctx, values) => {
    const rate = values.tax_rate_id
    if (rate === null || rate === undefined) return values
    const found = await ctx.trx
      .selectFrom('tax_rates')
      .select('id')
      .where('company_id', '=', ctx.companyId)
      .where('id', '=', Number(rate))
      .executeTakeFirst()
    return found ? values : refusal('invalid', 'Choose a tax rate of this company', 'tax_rate_id')
  },
  beforeRemove: async (_ctx, row) =>
    row.role
      ? refusal(
          'system_account',
          `${String(row.name)} is a system account: postings need it, so it cannot be archived`,
        )
      : undefined,
})

export const costCentreMount = resourceMount(costCentreResource)

export const taxRateMount = resourceMount(taxRateResource)

/** The register's settings of a payment method (spec 3: metadata.pos) from the back office's fields. */
function methodMetadata(processor: unknown, rounding: unknown): string {
  const cents = Number(rounding ?? 0)
  return JSON.stringify({
    pos: {
      payment_processor: { value: String(processor ?? '') },
      ...(cents > 1 ? { rounding: { value: cents } } : {}),
    },
  })
}

type MethodMetadata = { pos?: { payment_processor?: { value?: string }; rounding?: { value?: number } } }

/**
 * Payment methods: the processor and rounding live in the metadata the register reads; the clearing account
 * must be the company's. The list stays the register's (GET paymentmethods.json, registered first).
 */
export const paymentMethodMount = resourceMount(paymentMethodResource, {
  computed: ['processor', 'rounding'],
  decorate: async (ctx, rows) => {
    const ids = rows.map((row) => Number(row.id))
    const found =
      ids.length === 0
        ? []
        : await ctx.db
            .selectFrom('payment_methods')
            .select(['id', 'metadata'])
            .where('company_id', '=', ctx.companyId)
            .where('id', 'in', ids)
            .execute()
    const metadataOf = new Map(found.map((row) => [Number(row.id), row.metadata]))
    return rows.map((row) => {
      const raw = metadataOf.get(Number(row.id))
      const metadata = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as MethodMetadata
      return {
        ...row,
        processor:
          row.system_type === 'rounding' ? 'rounding' : (metadata.pos?.payment_processor?.value ?? ''),
        rounding: Number(metadata.pos?.rounding?.value ?? 0),
      }
    })
  },
  beforeWrite: async (ctx, values) => {
    const { processor, rounding, ...rest } = values
    const account = values.clearing_account_id
    if (account !== null && account !== undefined) {
      const found = await ctx.trx
        .selectFrom('accounts')
        .select('id')
        .where('company_id', '=', ctx.companyId)
        .where('id', '=', Number(account))
        .executeTakeFirst()
      if (!found) return refusal('invalid', 'Choose an account of this company', 'clearing_account_id')
    }
    return { ...rest, metadata: methodMetadata(processor, rounding) }
  },
})
