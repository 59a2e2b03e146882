import {
  type DoneSchema,
  journalPosting,
  matchRefusal,
  type PayloadOutput,
  type PayloadSchema,
  type ReconcileViewSchema,
  refusal,
  StatementMatchSchema,
  StatementTransactionSchema,
  StatementUnmatchSchema,
  sourceLink,
  suggestMatches,
  type TaxType,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql, type Transaction } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { writeJournal } from '../books/journal-writer.ts'
import { Refusal } from '../db/admin-invariants.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { Database } from '../db/schema.ts'
import { userIdOf } from '../http/acting-user.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound, refused } from '../http/errors.ts'
import { idParam, readBody } from '../http/read-payload.ts'
import { Refused } from '../http/refused.ts'
import { bankAccountOf, day } from './bank-account.ts'

const path = (action: string) => `/api/proxy/bankaccount/:id{[0-9]+}/${action}.json`

/** How many unreconciled lines of each side the screen gets at once (the oldest first). */
const OPEN_LINES = 500

/**
 * Bank reconciliation (accounts/bank-account/{id}/reconcile): the account's unreconciled statement lines and
 * unreconciled journal lines with the suggested matches [BNK3]; a match of statement lines with journal lines
 * of equal total [BNK4]; a new transaction posted for a statement line (once per line) and reconciled with it;
 * unmatch. Each write in one transaction, with the lines it touches locked.
 */
export function registerReconcileRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const accounts = requireRight('accounts')

  /**
   * Runs a write for the bank account of the path (another company's or none: 404, before the body is read) with
   * the body checked by `schema`: its answer, or the refusal as a 400.
   */
  async function write<S extends PayloadSchema>(
    c: Context<AppEnv>,
    schema: S,
    work: (
      trx: Transaction<Database>,
      companyId: number,
      accountId: number,
      body: PayloadOutput<S>,
    ) => Promise<void>,
  ) {
    const principal = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const account = await bankAccountOf(db, principal.companyId, id)
    if (!account) return notFound(c)
    const parsed = await readBody(c, schema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const body = parsed.value
    try {
      await db.transaction().execute((trx) => work(trx, principal.companyId, account.id, body))
    } catch (error) {
      if (error instanceof Refused) return refused(c, error.refusal)
      if (error instanceof Refusal) return badRequest(c, error.message)
      if (isUniqueViolation(error))
        return badRequest(c, 'One of these transactions is already reconciled', 'journal_line_ids')
      throw error
    }
    return c.json({ ok: true } satisfies Sent<typeof DoneSchema>)
  }

  /** Unreconciled statement lines of the account among `ids`, locked; refuses when any is not. */
  async function openStatementLines(
    trx: Transaction<Database>,
    companyId: number,
    accountId: number,
    ids: number[],
  ) {
    const lines = await trx
      .selectFrom('bank_statement_lines')
      .select(['id', 'amount', 'date', 'description'])
      .where('company_id', '=', companyId)
      .where('account_id', '=', accountId)
      .where('id', 'in', ids)
      .where('reconciliation_id', 'is', null)
      .forUpdate()
      .execute()
    if (lines.length !== new Set(ids).size)
      throw new Refused(
        refusal('not_open', 'Choose unreconciled statement lines of this account', 'statement_line_ids'),
      )
    return lines
  }

  async function reconcile(
    trx: Transaction<Database>,
    companyId: number,
    accountId: number,
    statementIds: readonly number[],
    journalLineIds: readonly number[],
  ) {
    const reconciliation = await trx
      .insertInto('bank_reconciliations')
      .values({ company_id: companyId, account_id: accountId, user_id: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('bank_statement_lines')
      .set({ reconciliation_id: reconciliation.id })
      .where('company_id', '=', companyId)
      .where('id', 'in', [...statementIds])
      .execute()
    await trx
      .insertInto('bank_reconciled_lines')
      .values(
        journalLineIds.map((line) => ({
          company_id: companyId,
          reconciliation_id: reconciliation.id,
          journal_line_id: line,
        })),
      )
      .execute()
  }

  app.get(path('reconcile'), accounts, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const account = await bankAccountOf(db, companyId, id)
    if (!account) return notFound(c)
    const [statementLines, journalLines, reconciled] = await Promise.all([
      db
        .selectFrom('bank_statement_lines')
        .select(['id', 'statement_id', 'date', 'description', 'reference', 'amount'])
        .where('company_id', '=', companyId)
        .where('account_id', '=', account.id)
        .where('reconciliation_id', 'is', null)
        .orderBy('date')
        .orderBy('id')
        .limit(OPEN_LINES)
        .execute(),
      db
        .selectFrom('journal_lines as l')
        .innerJoin('journals as j', 'j.id', 'l.journal_id')
        .select([
          'l.id',
          'l.journal_id',
          'l.date',
          'j.narration',
          'l.description',
          'l.amount',
          'j.source_kind',
          'j.source_id',
        ])
        .where('l.company_id', '=', companyId)
        .where('l.account_id', '=', account.id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('bank_reconciled_lines as r')
                .select('r.journal_line_id')
                .where('r.company_id', '=', companyId)
                .whereRef('r.journal_line_id', '=', 'l.id'),
            ),
          ),
        )
        .orderBy('l.date')
        .orderBy('l.id')
        .limit(OPEN_LINES)
        .execute(),
      db
        .selectFrom('bank_statement_lines')
        .select(['id', 'date', 'description', 'amount', 'reconciliation_id'])
        .where('company_id', '=', companyId)
        .where('account_id', '=', account.id)
        .where('reconciliation_id', 'is not', null)
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),
    ])
    const statement = statementLines.map((line) => ({
      id: Number(line.id),
      statement_id: Number(line.statement_id),
      date: day(line.date),
      description: line.description,
      reference: line.reference,
      amount: Number(line.amount),
    }))
    const ledger = journalLines.map((line) => {
      const sourceId = line.source_id === null ? null : Number(line.source_id)
      return {
        id: Number(line.id),
        journal_id: Number(line.journal_id),
        date: day(line.date),
        narration: line.narration,
        description: line.description,
        amount: Number(line.amount),
        source_kind: line.source_kind,
        link: sourceLink(line.source_kind, sourceId, Number(line.journal_id)),
      }
    })
    const ledgerBalance = await db
      .selectFrom('journal_lines')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('balance'))
      .where('company_id', '=', companyId)
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow()
    const statementBalance = await db
      .selectFrom('bank_statement_lines')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('balance'))
      .where('company_id', '=', companyId)
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow()
    return c.json({
      account,
      ledger_balance: Number(ledgerBalance.balance),
      statement_balance: Number(statementBalance.balance),
      statement_lines: statement,
      journal_lines: ledger,
      suggestions: suggestMatches(statement, ledger).map((s) => ({
        statement_line_id: s.statementLineId,
        journal_line_ids: s.journalLineIds,
        days: s.days,
      })),
      reconciled: reconciled.map((line) => ({
        id: Number(line.id),
        date: day(line.date),
        description: line.description,
        amount: Number(line.amount),
      })),
    } satisfies Sent<typeof ReconcileViewSchema>)
  })

  app.post(path('match'), accounts, async (c) => {
    return write(c, StatementMatchSchema, async (trx, companyId, accountId, body) => {
      const { statement_line_ids: statementIds, journal_line_ids: journalIds } = body
      const statement = await openStatementLines(trx, companyId, accountId, statementIds)
      const journal = await trx
        .selectFrom('journal_lines')
        .select(['id', 'amount'])
        .where('company_id', '=', companyId)
        .where('account_id', '=', accountId)
        .where('id', 'in', journalIds)
        .execute()
      if (journal.length !== new Set(journalIds).size)
        throw new Refused(
          refusal('not_found', 'Choose transactions of this bank account', 'journal_line_ids'),
        )
      const problem = matchRefusal(
        statement.map((line) => Number(line.amount)),
        journal.map((line) => Number(line.amount)),
      )
      if (problem) throw new Refused(problem)
      await reconcile(
        trx,
        companyId,
        accountId,
        statement.map((line) => Number(line.id)),
        journal.map((line) => Number(line.id)),
      )
    })
  })

  app.post(path('unmatch'), accounts, async (c) => {
    return write(c, StatementUnmatchSchema, async (trx, companyId, accountId, body) => {
      const line = await trx
        .selectFrom('bank_statement_lines')
        .select('reconciliation_id')
        .where('company_id', '=', companyId)
        .where('account_id', '=', accountId)
        .where('id', '=', body.statement_line_id)
        .forUpdate()
        .executeTakeFirst()
      if (!line?.reconciliation_id)
        throw new Refused(
          refusal('not_reconciled', 'This statement line is not reconciled', 'statement_line_id'),
        )
      await trx
        .deleteFrom('bank_reconciliations')
        .where('company_id', '=', companyId)
        .where('id', '=', line.reconciliation_id)
        .execute()
    })
  })

  app.post(path('transaction'), accounts, async (c) => {
    const principal = principalOf(c)
    return write(c, StatementTransactionSchema, async (trx, companyId, accountId, body) => {
      const [line] = await openStatementLines(trx, companyId, accountId, [body.statement_line_id])
      if (body.account_id === accountId)
        throw new Refused(
          refusal('same_account', 'Choose the other account, not the bank account', 'account_id'),
        )
      const posted = await trx
        .selectFrom('journals')
        .select('id')
        .where('company_id', '=', companyId)
        .where('source_kind', '=', 'bank_transaction')
        .where('source_id', '=', body.statement_line_id)
        .executeTakeFirst()
      if (posted)
        throw new Refused(
          refusal('posted', 'A transaction was already posted for this line: match it instead', 'account_id'),
        )
      let taxType: TaxType = 'BASEXCLUDED'
      if (body.tax_rate_id !== null) {
        const rate = await trx
          .selectFrom('tax_rates')
          .select('tax_type')
          .where('company_id', '=', companyId)
          .where('id', '=', body.tax_rate_id)
          .executeTakeFirst()
        if (!rate) throw new Refused(refusal('invalid', 'Choose a tax rate of this company', 'tax_rate_id'))
        taxType = rate.tax_type as TaxType
      }
      const amount = Number(line!.amount)
      const description = body.description || line!.description
      const lines = journalPosting([
        {
          account: accountId,
          amount,
          taxType: 'BASEXCLUDED',
          taxRateId: null,
          costCentre: null,
          description,
        },
        {
          account: body.account_id,
          amount: -amount,
          taxType,
          taxRateId: body.tax_rate_id,
          costCentre: null,
          description,
        },
      ])
      const journalId = await writeJournal(
        trx,
        companyId,
        {
          date: day(line!.date),
          narration: description || 'Bank transaction',
          sourceKind: 'bank_transaction',
          sourceId: body.statement_line_id,
          userId: userIdOf(principal),
        },
        lines,
      )
      const bankLine = await trx
        .selectFrom('journal_lines')
        .select('id')
        .where('company_id', '=', companyId)
        .where('journal_id', '=', journalId)
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
      await reconcile(trx, companyId, accountId, [body.statement_line_id], [Number(bankLine.id)])
    })
  })
}
