import {
  checkJournalImport,
  type JournalAnswerSchema,
  type JournalImportAnswerSchema,
  JournalImportSchema,
  type JournalLineInput,
  JournalReverseSchema,
  type JournalSchema,
  journalPosting,
  journalProblem,
  ManualJournalSchema,
  type PostingLine,
  reversePosting,
  sourceLink,
  type TaxType,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql } from 'kysely'
import Papa from 'papaparse'
import type { AppDeps, AppEnv, Principal } from '../app-env.ts'
import { Refusal } from '../db/admin-invariants.ts'
import { userIdOf } from '../http/acting-user.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody } from '../http/read-payload.ts'
import { routePaths } from '../http/route-paths.ts'
import { writeJournal } from './journal-writer.ts'

const JOURNAL_PATHS = routePaths('journal', 'journals')

/**
 * Manual journals (accounts/journal/new, /{id}): post a balanced journal with tax, view one with its lines and
 * source, reverse one; journal CSV import with a preview of every row's error (spec 5), posting nothing unless
 * every row is right. Everything behind the `accounts` right; refusals are 400 with the reason.
 */
export function registerJournalRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const accounts = requireRight('accounts')

  async function taxTypesOf(companyId: number, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, TaxType>()
    const rows = await db
      .selectFrom('tax_rates')
      .select(['id', 'tax_type'])
      .where('company_id', '=', companyId)
      .where('id', 'in', [...ids])
      .execute()
    return new Map(rows.map((row) => [row.id, row.tax_type as TaxType]))
  }

  async function post(run: (trx: Parameters<typeof writeJournal>[0]) => Promise<number>) {
    try {
      return { ok: true as const, id: await db.transaction().execute(run) }
    } catch (error) {
      if (error instanceof Refusal) return { ok: false as const, error: error.message }
      throw error
    }
  }

  /**
   * A journal a user entered (typed, or imported from a CSV): its lines balanced with their GST by core
   * journalPosting and written in one transaction, by the user who entered it; a books refusal as its message.
   */
  async function writeEntered(
    principal: Principal,
    head: { date: string; narration: string; sourceKind: string; cashBasis: boolean },
    entered: readonly JournalLineInput[],
  ) {
    const userId = userIdOf(principal)
    return post((trx) =>
      writeJournal(trx, principal.companyId, { ...head, sourceId: null, userId }, journalPosting(entered)),
    )
  }

  app.post(JOURNAL_PATHS.list, accounts, async (c) => {
    const principal = principalOf(c)
    const parsed = await readBody(c, ManualJournalSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    const journal = parsed.value
    const problem = journalProblem(journal.lines)
    if (problem) return badRequest(c, problem)
    const rateIds = journal.lines.flatMap((line) => (line.tax_rate_id ? [line.tax_rate_id] : []))
    const types = await taxTypesOf(principal.companyId, rateIds)
    if (types.size !== new Set(rateIds).size) return badRequest(c, 'Choose a tax rate of this company')
    const head = {
      date: journal.date,
      narration: journal.narration,
      sourceKind: 'manual',
      cashBasis: journal.cash_basis,
    }
    const written = await writeEntered(
      principal,
      head,
      journal.lines.map((line) => ({
        account: line.account_id,
        amount: line.debit - line.credit,
        taxType: line.tax_rate_id ? types.get(line.tax_rate_id)! : 'BASEXCLUDED',
        taxRateId: line.tax_rate_id,
        costCentre: line.cost_centre_id,
        description: line.description,
      })),
    )
    if (!written.ok) return badRequest(c, written.error)
    return journalAnswer(c, await journalJson(principal.companyId, written.id))
  })

  async function journalJson(companyId: number, id: number) {
    const journal = await db
      .selectFrom('journals')
      .select([
        'id',
        sql<string>`date::text`.as('date'),
        'narration',
        'source_kind',
        'source_id',
        'reverses_id',
        'cash_basis',
        'created',
      ])
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!journal) return undefined
    const lines = await db
      .selectFrom('journal_lines as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .leftJoin('cost_centres as cc', 'cc.id', 'l.cost_centre_id')
      .leftJoin('tax_rates as t', 't.id', 'l.tax_rate_id')
      .select([
        'l.id',
        'l.account_id',
        'a.code as account_code',
        'a.name as account_name',
        'l.amount',
        'l.tax',
        'l.tax_type',
        't.name as tax_rate',
        'cc.name as cost_centre',
        'l.description',
      ])
      .where('l.company_id', '=', companyId)
      .where('l.journal_id', '=', id)
      .orderBy('l.id')
      .execute()
    const reversedBy = await db
      .selectFrom('journals')
      .select('id')
      .where('company_id', '=', companyId)
      .where('reverses_id', '=', id)
      .executeTakeFirst()
    const journalId = Number(journal.id)
    const sourceId = journal.source_id === null ? null : Number(journal.source_id)
    return {
      id: journalId,
      date: journal.date,
      narration: journal.narration,
      source_kind: journal.source_kind,
      source_id: sourceId,
      source_link: sourceLink(journal.source_kind, sourceId, journalId),
      reverses_id: journal.reverses_id === null ? null : Number(journal.reverses_id),
      reversed_by: reversedBy ? Number(reversedBy.id) : null,
      cash_basis: journal.cash_basis,
      lines: lines.map((line) => {
        const amount = Number(line.amount)
        return {
          id: Number(line.id),
          account_id: line.account_id,
          account: `${line.account_code} ${line.account_name}`,
          debit: Math.max(amount, 0),
          credit: Math.max(-amount, 0),
          tax: Number(line.tax),
          tax_type: line.tax_type,
          tax_rate: line.tax_rate,
          cost_centre: line.cost_centre,
          description: line.description,
        }
      }),
    }
  }

  app.get(JOURNAL_PATHS.record, accounts, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const journal = await journalJson(principalOf(c).companyId, id)
    return journal ? c.json({ journal } satisfies Sent<typeof JournalAnswerSchema>) : notFound(c)
  })

  app.post(JOURNAL_PATHS.action('reverse'), requireRight('accounts', 'approve'), async (c) => {
    const principal = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const parsed = await readBody(c, JournalReverseSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    const original = await journalJson(principal.companyId, id)
    if (!original) return notFound(c)
    if (original.reversed_by !== null)
      return badRequest(c, `This journal was already reversed by journal ${original.reversed_by}`)
    if (original.reverses_id !== null)
      return badRequest(c, 'A reversal cannot be reversed: post a new journal instead')
    const lines: PostingLine[] = reversePosting(
      original.lines.map((line) => ({
        account: line.account_id,
        amount: line.debit - line.credit,
        taxType: line.tax_type as TaxType,
        tax: line.tax,
        description: line.description,
      })),
    )
    const userId = userIdOf(principal)
    const written = await post((trx) =>
      writeJournal(
        trx,
        principal.companyId,
        {
          date: parsed.value.date ?? original.date,
          narration: `Reversal of journal ${id}: ${original.narration}`,
          sourceKind: 'reversal',
          sourceId: id,
          cashBasis: original.cash_basis,
          userId,
          reversesId: id,
        },
        lines,
      ),
    )
    if (!written.ok) return badRequest(c, written.error)
    return journalAnswer(c, await journalJson(principal.companyId, written.id))
  })

  app.post('/api/proxy/journals/import.json', accounts, async (c) => {
    const principal = principalOf(c)
    const parsed = await readBody(c, JournalImportSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    const companyId = principal.companyId
    const cells = Papa.parse<string[]>(parsed.value.csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
    const [accountRows, centreRows, rateRows] = await Promise.all([
      db
        .selectFrom('accounts')
        .select(['id', 'code', 'archived'])
        .where('company_id', '=', companyId)
        .execute(),
      db
        .selectFrom('cost_centres')
        .select(['id', 'name', 'code'])
        .where('company_id', '=', companyId)
        .where('archived', '=', false)
        .execute(),
      db
        .selectFrom('tax_rates')
        .select(['id', 'name', 'tax_type'])
        .where('company_id', '=', companyId)
        .where('archived', '=', false)
        .execute(),
    ])
    const key = (text: string) => text.trim().toLowerCase()
    const check = checkJournalImport(cells, {
      accounts: new Map(accountRows.map((a) => [key(a.code), { id: a.id, archived: a.archived }])),
      costCentres: new Map(
        centreRows.flatMap((cc) => [
          [key(cc.name), cc.id] as const,
          ...(cc.code ? [[key(cc.code), cc.id] as const] : []),
        ]),
      ),
      taxRates: new Map(
        rateRows.flatMap((t) => [
          [key(t.name), { id: t.id, taxType: t.tax_type as TaxType }] as const,
          [key(t.tax_type), { id: t.id, taxType: t.tax_type as TaxType }] as const,
        ]),
      ),
    })
    const preview = {
      rows: check.rows,
      file_errors: check.fileErrors,
      ok: check.ok,
      warning: check.warning,
      total: check.total,
    }
    if (!parsed.value.commit) return c.json({ preview } satisfies Sent<typeof JournalImportAnswerSchema>)
    if (!check.ok) {
      const first = check.fileErrors[0] ?? check.rows.find((row) => row.errors.length > 0)
      const reason = typeof first === 'string' ? first : `Row ${first?.line}: ${first?.errors[0]}`
      return c.json({ error: `Nothing was imported. ${reason}`, preview }, 400)
    }
    const head = {
      date: parsed.value.date,
      narration: parsed.value.narration,
      sourceKind: 'import',
      cashBasis: false,
    }
    const written = await writeEntered(
      principal,
      head,
      check.rows.map((row) => ({
        account: row.accountId!,
        amount: row.amount!,
        taxType: row.taxType,
        taxRateId: row.taxRateId,
        costCentre: row.costCentreId,
        description: row.description,
      })),
    )
    if (!written.ok) return c.json({ error: `Nothing was imported. ${written.error}`, preview }, 400)
    const journal = await journalJson(companyId, written.id)
    return c.json({ preview, ...(journal ? { journal } : {}) } satisfies Sent<
      typeof JournalImportAnswerSchema
    >)
  })
}

/** A journal just written, as the web reads it (it was written in this request, so it is found). */
function journalAnswer(c: Context<AppEnv>, journal: Sent<typeof JournalSchema> | undefined) {
  return journal ? c.json({ journal } satisfies Sent<typeof JournalAnswerSchema>) : notFound(c)
}
