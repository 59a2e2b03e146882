import {
  companyAddressLines,
  type InvoiceStatus,
  type TaxInvoiceDocument,
  type TaxType,
  taxInvoiceDocument,
} from '@pos/core'
import type { Kysely } from 'kysely'
import { day } from '../banking/bank-account.ts'
import type { Database } from '../db/schema.ts'

/** A company's invoice as core lays it out, its number, and the address it is emailed to ('' when there is none). */
export type LoadedTaxInvoice = {
  document: TaxInvoiceDocument
  number: string
  email: string
  currency: string
}

/**
 * Reads an invoice of the company with its lines, tax types, the company (name, ABN, address) and the customer's
 * email, and lays it out (core `taxInvoiceDocument`); undefined when the company has no such invoice.
 */
export async function loadTaxInvoice(
  db: Kysely<Database>,
  companyId: number,
  id: number,
): Promise<LoadedTaxInvoice | undefined> {
  const invoice = await db
    .selectFrom('invoices as i')
    .leftJoin('customers as c', (join) =>
      join.onRef('c.id', '=', 'i.customer_id').onRef('c.company_id', '=', 'i.company_id'),
    )
    .select([
      'i.number',
      'i.contact_name',
      'i.contact_email',
      'i.reference',
      'i.date',
      'i.due_date',
      'i.status',
      'i.tax_inclusive',
      'i.paid',
      'c.email as customer_email',
    ])
    .where('i.company_id', '=', companyId)
    .where('i.id', '=', id)
    .executeTakeFirst()
  if (!invoice) return undefined
  const [lines, company] = await Promise.all([
    db
      .selectFrom('invoice_lines as l')
      .innerJoin('tax_rates as t', 't.id', 'l.tax_rate_id')
      .select(['l.description', 'l.quantity', 'l.unit_price', 't.tax_type'])
      .where('l.company_id', '=', companyId)
      .where('l.invoice_id', '=', id)
      .orderBy('l.position')
      .execute(),
    db
      .selectFrom('companies')
      .select(['name', 'abn', 'address', 'currency'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow(),
  ])
  const email = invoice.contact_email.trim() || (invoice.customer_email ?? '').trim()
  const document = taxInvoiceDocument({
    seller: { name: company.name, abn: company.abn, address: companyAddressLines(company.address) },
    number: invoice.number,
    date: day(invoice.date),
    due_date: day(invoice.due_date),
    reference: invoice.reference,
    customer: { name: invoice.contact_name, email },
    status: invoice.status as InvoiceStatus,
    tax_inclusive: invoice.tax_inclusive,
    paid: Number(invoice.paid),
    lines: lines.map((line) => ({
      description: line.description,
      quantity: Number(line.quantity),
      unit_price: Number(line.unit_price),
      taxType: line.tax_type as TaxType,
    })),
    currency: company.currency,
  })
  return { document, number: invoice.number, email, currency: company.currency }
}
