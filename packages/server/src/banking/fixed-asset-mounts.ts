import {
  type DepreciationMethod,
  type DepreciationPeriodKind,
  depreciationPosting,
  depreciationSchedule,
  disposalPosting,
  fixedAssetResource,
  fixedAssetTypeResource,
  MAX_DEPRECIATION_PERIODS,
  type PostingLine,
  type Refusal,
  refusal,
} from '@pos/core'
import { sql, type Transaction } from 'kysely'
import { type JournalHead, writeJournal } from '../books/journal-writer.ts'
import { Refusal as Refused } from '../db/admin-invariants.ts'
import type { Database } from '../db/schema.ts'
import { userIdOf } from '../http/acting-user.ts'
import { resourceMount } from '../resource/mount.ts'
import { day } from './bank-account.ts'

type Row = Record<string, unknown>

/** A refusal when any of the accounts named in `values` is not the company's or is archived. */
async function accountsRefusal(trx: Transaction<Database>, companyId: number, values: Row, keys: string[]) {
  for (const key of keys) {
    const found = await trx
      .selectFrom('accounts')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', Number(values[key]))
      .where('archived', '=', false)
      .executeTakeFirst()
    if (!found) return refusal('invalid', 'Choose an account of this company', key)
  }
  return undefined
}

/** Fixed asset types: the three accounts must be the company's. */
export const fixedAssetTypeMount = resourceMount(fixedAssetTypeResource, {
  beforeWrite: async (ctx, values) =>
    (await accountsRefusal(ctx.trx, ctx.companyId, values, [
      'asset_account_id',
      'depreciation_account_id',
      'expense_account_id',
    ])) ?? values,
})

async function post(trx: Transaction<Database>, companyId: number, head: JournalHead, lines: PostingLine[]) {
  try {
    await writeJournal(trx, companyId, head, lines)
    return undefined
  } catch (error) {
    if (error instanceof Refused) return refusal('posting', error.message, 'date')
    throw error
  }
}

async function typeOf(trx: Transaction<Database>, companyId: number, id: number) {
  return trx
    .selectFrom('fixed_asset_types')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

async function depreciated(trx: Transaction<Database>, companyId: number, assetId: number) {
  const rows = await trx
    .selectFrom('fixed_asset_depreciations')
    .select(['period_end', 'amount'])
    .where('company_id', '=', companyId)
    .where('fixed_asset_id', '=', assetId)
    .execute()
  return {
    ends: new Set(rows.map((row) => day(row.period_end))),
    total: rows.reduce((sum, row) => sum + Number(row.amount), 0),
  }
}

/**
 * Fixed assets: the type and cost centre must be the company's; once depreciation is posted the cost, type and
 * purchase date stay. Each answer carries what has been depreciated and the book value. Run depreciation posts
 * each whole period of the core schedule not yet posted (once: unique by asset and period end) [DEP5]; a sale
 * or disposal posts the write-off [DEP6].
 */
export const fixedAssetMount = resourceMount(fixedAssetResource, {
  computed: ['accumulated', 'book_value', 'depreciated_to'],
  decorate: async (ctx, rows) => {
    const ids = rows.map((row) => Number(row.id))
    const totals =
      ids.length === 0
        ? []
        : await ctx.db
            .selectFrom('fixed_asset_depreciations')
            .select([
              'fixed_asset_id',
              sql<string>`sum(amount)`.as('total'),
              sql<string>`max(period_end)::text`.as('last'),
            ])
            .where('company_id', '=', ctx.companyId)
            .where('fixed_asset_id', 'in', ids)
            .groupBy('fixed_asset_id')
            .execute()
    const byAsset = new Map(totals.map((row) => [Number(row.fixed_asset_id), row]))
    return rows.map((row) => {
      const total = Number(byAsset.get(Number(row.id))?.total ?? 0)
      const gone = row.status !== 'Active'
      return {
        ...row,
        purchase_date: day(row.purchase_date),
        status_date: row.status_date === null || row.status_date === undefined ? null : day(row.status_date),
        accumulated: total,
        book_value: gone ? 0 : Number(row.cost) - total,
        depreciated_to: byAsset.get(Number(row.id))?.last ?? null,
      }
    })
  },
  beforeWrite: async (ctx, values, current) => {
    const type = await ctx.trx
      .selectFrom('fixed_asset_types')
      .select('id')
      .where('company_id', '=', ctx.companyId)
      .where('id', '=', Number(values.fixed_asset_type_id))
      .where('archived', '=', false)
      .executeTakeFirst()
    if (!type) return refusal('invalid', 'Choose a fixed asset type of this company', 'fixed_asset_type_id')
    if (values.cost_centre_id !== null && values.cost_centre_id !== undefined) {
      const centre = await ctx.trx
        .selectFrom('cost_centres')
        .select('id')
        .where('company_id', '=', ctx.companyId)
        .where('id', '=', Number(values.cost_centre_id))
        .executeTakeFirst()
      if (!centre) return refusal('invalid', 'Choose a cost centre of this company', 'cost_centre_id')
    }
    if (current) {
      const changed =
        Number(current.cost) !== Number(values.cost) ||
        Number(current.fixed_asset_type_id) !== Number(values.fixed_asset_type_id) ||
        day(current.purchase_date) !== values.purchase_date
      if (changed && (await depreciated(ctx.trx, ctx.companyId, Number(current.id))).ends.size > 0)
        return refusal(
          'depreciated',
          'Depreciation has been posted for this asset: its cost, type and purchase date stay',
          'cost',
        )
    }
    return values
  },
  actions: {
    depreciate: async (ctx, row, input): Promise<Refusal | Row | undefined> => {
      const { date } = input as { date: string }
      const assetId = Number(row.id)
      const type = await typeOf(ctx.trx, ctx.companyId, Number(row.fixed_asset_type_id))
      const company = await ctx.trx
        .selectFrom('companies')
        .select('financial_year_start_month')
        .where('id', '=', ctx.companyId)
        .executeTakeFirstOrThrow()
      const schedule = depreciationSchedule(
        {
          cost: Number(row.cost),
          purchaseDate: day(row.purchase_date),
          method: type.method as DepreciationMethod,
          period: type.period as DepreciationPeriodKind,
          effectiveLifeYears: Number(type.effective_life_years),
          fullOnPurchase: type.full_depreciation,
          yearStartMonth: company.financial_year_start_month,
        },
        date,
      )
      const done = await depreciated(ctx.trx, ctx.companyId, assetId)
      const due = schedule.filter((period) => !done.ends.has(period.end))
      if (due.length > MAX_DEPRECIATION_PERIODS)
        return refusal(
          'too_many_periods',
          `That is ${due.length} periods at once: run depreciation to an earlier date first`,
          'date',
        )
      for (const period of due) {
        const stored = await ctx.trx
          .insertInto('fixed_asset_depreciations')
          .values({
            company_id: ctx.companyId,
            fixed_asset_id: assetId,
            period_start: period.start,
            period_end: period.end,
            amount: period.amount,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const lines = depreciationPosting(
          period.amount,
          type.expense_account_id,
          type.depreciation_account_id,
        ).map((line) => ({
          ...line,
          costCentre: row.cost_centre_id === null ? null : Number(row.cost_centre_id),
        }))
        const head = {
          date: period.end,
          narration: `Depreciation of ${String(row.number)} ${String(row.name)}, ${period.start} to ${period.end}`,
          sourceKind: 'depreciation',
          sourceId: Number(stored.id),
          userId: userIdOf(ctx.principal),
        }
        const refused = await post(ctx.trx, ctx.companyId, head, lines)
        if (refused) return refused
      }
      ctx.extra.posted = due.length
      ctx.extra.posted_amount = due.reduce((sum, period) => sum + period.amount, 0)
      return undefined
    },
    change_status: async (ctx, row, input): Promise<Refusal | Row | undefined> => {
      const { status, date, proceeds } = input as {
        status: 'Sold' | 'Disposed'
        date: string
        proceeds: number
      }
      if (date < day(row.purchase_date))
        return refusal('before_purchase', 'The day cannot be before the purchase date', 'date')
      const type = await typeOf(ctx.trx, ctx.companyId, Number(row.fixed_asset_type_id))
      const done = await depreciated(ctx.trx, ctx.companyId, Number(row.id))
      const received = status === 'Sold' ? proceeds : 0
      const lines = disposalPosting({
        cost: Number(row.cost),
        accumulated: done.total,
        proceeds: received,
        assetAccount: type.asset_account_id,
        accumulatedAccount: type.depreciation_account_id,
        expenseAccount: type.expense_account_id,
        proceedsAccount: 'bank',
      })
      const head = {
        date,
        narration: `${status === 'Sold' ? 'Sale' : 'Disposal'} of ${String(row.number)} ${String(row.name)}`,
        sourceKind: 'fixed_asset_disposal',
        sourceId: Number(row.id),
        userId: userIdOf(ctx.principal),
      }
      const refused = await post(ctx.trx, ctx.companyId, head, lines)
      return refused ?? { status, status_date: date, proceeds: received }
    },
  },
})
