import {
  type BankAccountListSchema,
  guessCsvMapping,
  lineFingerprints,
  MAX_STATEMENT_LINES,
  parseCsvStatement,
  parseOfxStatement,
  type StatementAnswerSchema,
  type StatementImportedSchema,
  StatementImportSchema,
  type StatementParse,
  type StatementPreviewAnswerSchema,
  type StatementSchema,
} from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import Papa from 'papaparse'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { userIdOf } from '../http/acting-user.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody } from '../http/read-payload.ts'
import { bankAccountOf, day } from './bank-account.ts'

const IMPORT_PATH = '/api/proxy/bankaccount/:id{[0-9]+}/import.json'
const STATEMENT_PATH = '/api/proxy/bankstatement/:id{[0-9]+\\.json}'

/**
 * Bank accounts and their statements (accounts/bank-accounts, bank-account/{id}/import, bank-statement/{id}):
 * the Bank-type accounts with their ledger balance, statement balance and unreconciled lines; a statement
 * file's preview (every line, every bad row with its reason, the lines already imported) and its import
 * (only new lines: their fingerprints are unique per account [BNK2]); one statement with its lines.
 */
export function registerStatementRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const accounts = requireRight('accounts')

  app.get('/api/proxy/bankaccounts.json', accounts, async (c) => {
    const { companyId } = principalOf(c)
    const rows = await sql<{
      id: number
      code: string
      name: string
      bank_account_name: string
      bank_bsb: string
      bank_account_number: string
      ledger_balance: string
      statement_balance: string
      unreconciled: string
      latest_statement_id: string | null
    }>`
      SELECT a.id, a.code, a.name, a.bank_account_name, a.bank_bsb, a.bank_account_number,
        (SELECT coalesce(sum(l.amount), 0) FROM journal_lines l
          WHERE l.company_id = a.company_id AND l.account_id = a.id) AS ledger_balance,
        (SELECT coalesce(sum(s.amount), 0) FROM bank_statement_lines s
          WHERE s.company_id = a.company_id AND s.account_id = a.id) AS statement_balance,
        (SELECT count(*) FROM bank_statement_lines s
          WHERE s.company_id = a.company_id AND s.account_id = a.id AND s.reconciliation_id IS NULL) AS unreconciled,
        (SELECT max(b.id) FROM bank_statements b
          WHERE b.company_id = a.company_id AND b.account_id = a.id) AS latest_statement_id
      FROM accounts a
      WHERE a.company_id = ${companyId} AND a.type = 'Bank' AND NOT a.archived
      ORDER BY a.code`.execute(db)
    const statements = await statementList(companyId)
    return c.json({
      bankaccounts: rows.rows.map((row) => ({
        ...row,
        ledger_balance: Number(row.ledger_balance),
        statement_balance: Number(row.statement_balance),
        unreconciled: Number(row.unreconciled),
        latest_statement_id: row.latest_statement_id === null ? null : Number(row.latest_statement_id),
      })),
      statements,
    } satisfies Sent<typeof BankAccountListSchema>)
  })

  /** The company's statements as their heads show them: the file, its dates and counts, the bank account. */
  function statementHeads(companyId: number) {
    return db
      .selectFrom('bank_statements as b')
      .innerJoin('accounts as a', 'a.id', 'b.account_id')
      .select([
        'b.id',
        'b.account_id',
        'a.code as account_code',
        'a.name as account_name',
        'b.file_name',
        'b.format',
        sql<string | null>`b.start_date::text`.as('start_date'),
        sql<string | null>`b.end_date::text`.as('end_date'),
        'b.line_count',
        'b.duplicate_count',
        'b.created',
      ])
      .where('b.company_id', '=', companyId)
  }

  /** The company's latest statements, with how many of their lines are still unreconciled. */
  async function statementList(companyId: number) {
    const rows = await statementHeads(companyId)
      .select(
        sql<string>`(SELECT count(*) FROM bank_statement_lines s
          WHERE s.company_id = b.company_id AND s.statement_id = b.id AND s.reconciliation_id IS NULL)`.as(
          'unreconciled',
        ),
      )
      .orderBy('b.id', 'desc')
      .limit(50)
      .execute()
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      unreconciled: Number(row.unreconciled),
      created: row.created instanceof Date ? row.created.toISOString() : String(row.created),
    }))
  }

  app.post(IMPORT_PATH, accounts, async (c) => {
    const principal = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const account = await bankAccountOf(db, principal.companyId, id)
    if (!account) return notFound(c)
    const parsed = await readBody(c, StatementImportSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const body = parsed.value
    let read: StatementParse
    let mapping = body.mapping
    let sample: string[][] = []
    if (body.format === 'csv') {
      const rows = Papa.parse<string[]>(body.text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data
      mapping ??= guessCsvMapping(rows[0] ?? [])
      sample = rows.slice(0, 6).map((row) => row.slice(0, 20).map((cell) => cell.slice(0, 80)))
      read = parseCsvStatement(rows, mapping)
    } else {
      read = parseOfxStatement(body.text)
    }
    if (read.lines.length > MAX_STATEMENT_LINES)
      return badRequest(c, `A statement file has at most ${MAX_STATEMENT_LINES} lines`)
    const prints = lineFingerprints(read.lines)
    const known = new Set<string>()
    for (let start = 0; start < prints.length; start += 1000) {
      const chunk = prints.slice(start, start + 1000)
      if (chunk.length === 0) continue
      const found = await db
        .selectFrom('bank_statement_lines')
        .select('fingerprint')
        .where('company_id', '=', principal.companyId)
        .where('account_id', '=', account.id)
        .where('fingerprint', 'in', chunk)
        .execute()
      for (const row of found) known.add(row.fingerprint)
    }
    const lines = read.lines.map((line, index) => ({ ...line, duplicate: known.has(prints[index]!) }))
    const fresh = lines.flatMap((line, index) => (line.duplicate ? [] : [{ line, print: prints[index]! }]))
    const preview = {
      format: body.format,
      mapping: mapping ?? null,
      sample,
      lines: lines.slice(0, 1000),
      bad: read.bad.slice(0, 500),
      new_count: fresh.length,
      duplicate_count: lines.length - fresh.length,
      bad_count: read.bad.length,
      closing_balance: read.closingBalance ?? null,
    }
    if (!body.commit) return c.json({ preview } satisfies Sent<typeof StatementPreviewAnswerSchema>)
    if (fresh.length === 0)
      return badRequest(
        c,
        lines.length === 0
          ? 'This file has no lines to import'
          : 'Every line of this file is already imported: nothing new to add',
      )
    const dates = fresh.map(({ line }) => line.date).sort()
    const statementId = await db.transaction().execute(async (trx) => {
      const statement = await trx
        .insertInto('bank_statements')
        .values({
          company_id: principal.companyId,
          account_id: account.id,
          file_name: body.file_name,
          format: body.format,
          start_date: dates[0]!,
          end_date: dates.at(-1)!,
          closing_balance: read.closingBalance ?? null,
          user_id: userIdOf(principal),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      let added = 0
      for (let start = 0; start < fresh.length; start += 500) {
        const inserted = await trx
          .insertInto('bank_statement_lines')
          .values(
            fresh.slice(start, start + 500).map(({ line, print }) => ({
              company_id: principal.companyId,
              statement_id: statement.id,
              account_id: account.id,
              date: line.date,
              description: line.description,
              reference: line.reference,
              amount: line.amount,
              fingerprint: print,
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .execute()
        added += inserted.length
      }
      await trx
        .updateTable('bank_statements')
        .set({ line_count: added, duplicate_count: lines.length - added })
        .where('id', '=', statement.id)
        .execute()
      return Number(statement.id)
    })
    const statement = await statementJson(principal.companyId, statementId)
    if (!statement) return notFound(c)
    return c.json({ preview, statement } satisfies Sent<typeof StatementImportedSchema>)
  })

  async function statementJson(
    companyId: number,
    id: number,
  ): Promise<Sent<typeof StatementSchema> | undefined> {
    const statement = await statementHeads(companyId)
      .select('b.closing_balance')
      .where('b.id', '=', id)
      .executeTakeFirst()
    if (!statement) return undefined
    const lines = await db
      .selectFrom('bank_statement_lines')
      .select(['id', 'date', 'description', 'reference', 'amount', 'reconciliation_id'])
      .where('company_id', '=', companyId)
      .where('statement_id', '=', id)
      .orderBy('date')
      .orderBy('id')
      .execute()
    return {
      ...statement,
      id: Number(statement.id),
      closing_balance: statement.closing_balance === null ? null : Number(statement.closing_balance),
      created:
        statement.created instanceof Date ? statement.created.toISOString() : String(statement.created),
      lines: lines.map((line) => ({
        id: Number(line.id),
        date: day(line.date),
        description: line.description,
        reference: line.reference,
        amount: Number(line.amount),
        state: line.reconciliation_id === null ? 'Unreconciled' : 'Reconciled',
      })),
    }
  }

  app.get(STATEMENT_PATH, accounts, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const statement = await statementJson(principalOf(c).companyId, id)
    return statement
      ? c.json({ bankstatement: statement } satisfies Sent<typeof StatementAnswerSchema>)
      : notFound(c)
  })
}
