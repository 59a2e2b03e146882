import { invoiceFileName, invoiceResource, viewRights } from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { requireAny } from '../http/access.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { notFound } from '../http/errors.ts'
import { idParam } from '../http/read-payload.ts'
import { loadTaxInvoice } from './invoice-document.ts'
import { taxInvoicePdf } from './invoice-pdf.ts'
import { registerJournalRoutes } from './routes-journals.ts'
import { registerReportRoutes } from './routes-reports.ts'

/**
 * The books' routes: journals and their import, the reports, the general ledger, the settings, and the choices
 * the bespoke screens pick from (the plain entities' own lists and edits belong to the resource layer).
 */
export function registerBooksRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  registerJournalRoutes(app, deps)
  registerReportRoutes(app, deps)

  // An invoice as the customer receives it: a tax invoice as a PDF (core taxInvoiceDocument, drawn by pdfkit).
  app.get('/api/proxy/invoice/:id{[0-9]+\\.pdf}', requireAny(viewRights(invoiceResource)), async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const loaded = await loadTaxInvoice(db, principalOf(c).companyId, id)
    if (!loaded) return notFound(c)
    const pdf = await taxInvoicePdf(loaded.document, new Date())
    c.header('Content-Type', 'application/pdf')
    c.header('Content-Disposition', `inline; filename="${invoiceFileName(loaded.number)}"`)
    return c.body(pdf)
  })

  app.get('/api/proxy/books/choices.json', requireRight('accounts'), async (c) => {
    const { companyId } = principalOf(c)
    const [accounts, taxRates, costCentres] = await Promise.all([
      db
        .selectFrom('accounts')
        .select(['id', 'code', 'name', 'type', 'tax_rate_id', 'archived'])
        .where('company_id', '=', companyId)
        .orderBy('code')
        .execute(),
      db
        .selectFrom('tax_rates')
        .select(['id', 'name', 'tax_type', sql<number>`percent::float8`.as('percent'), 'archived'])
        .where('company_id', '=', companyId)
        .orderBy('name')
        .execute(),
      db
        .selectFrom('cost_centres')
        .select(['id', 'name', 'code', 'archived'])
        .where('company_id', '=', companyId)
        .orderBy('name')
        .execute(),
    ])
    return c.json({ accounts, tax_rates: taxRates, cost_centres: costCentres })
  })
}
