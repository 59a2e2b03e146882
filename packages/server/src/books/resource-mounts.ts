import {
  accountResource,
  costCentreResource,
  methodMetadataWith,
  methodSettingsOf,
  paymentMethodResource,
  ROUNDING_SYSTEM_TYPE,
  refusal,
  taxRateResource,
} from '@pos/core'
import { resourceMount } from '../resource/mount.ts'
import { withCompanyTaxRate } from './default-tax-rate.ts'

/**
 * The books' plain entities, mounted from their core declarations: the chart of accounts (an account the
 * postings name by role cannot be archived; its default tax rate must be the company's), cost centres and tax
 * rates.
 */
export const accountMount = resourceMount(accountResource, {
  beforeWrite: withCompanyTaxRate,
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

/** A jsonb column as the driver hands it: an object, or text on some drivers. */
function jsonObject(value: unknown): Record<string, unknown> {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
}

/**
 * Payment methods: one declaration serves the back office and the register (GET paymentmethods.json answers
 * the spec's id, name, system_type and metadata, plus the back office's processor, rounding and clearing
 * account). The processor and rounding are kept in the metadata the register reads (core methodMetadataWith);
 * the clearing account must be the company's; the rounding method the register posts to cannot be deleted.
 */
export const paymentMethodMount = resourceMount(paymentMethodResource, {
  computed: ['processor', 'rounding'],
  decorate: async (_ctx, rows) =>
    rows.map((row) => {
      const metadata = jsonObject(row.metadata)
      return { ...row, metadata, ...methodSettingsOf(metadata) }
    }),
  beforeWrite: async (ctx, values, current) => {
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
    const metadata = methodMetadataWith(
      current ? jsonObject(current.metadata) : {},
      String(processor ?? ''),
      Number(rounding ?? 0),
    )
    return { ...rest, metadata }
  },
  beforeRemove: async (_ctx, row) =>
    row.system_type === ROUNDING_SYSTEM_TYPE
      ? refusal('system_method', 'The register records cash rounding with this method: it cannot be deleted')
      : undefined,
})
