import { isGiftCardLine, type PostedSale, salePosting } from '@pos/core'
import { type RawBuilder, sql } from 'kysely'

/**
 * A sale's posting (core salePosting) as JSON rows for `ledgerInserts`: the account by role, or the payment
 * method whose clearing account it is. Cost of goods sold is added in SQL at the cost the sale's stock moved at.
 */
export function saleLedgerJson(sale: Pick<PostedSale, 'lines' | 'shipping' | 'payments'>): string {
  const lines = salePosting({
    lines: sale.lines.map((line) => ({
      quantity: line.quantity,
      item_price: line.item_price,
      item_discount: line.item_discount,
      total_tax: line.total_tax,
      tax_percent: line.tax_percent,
      giftCard: isGiftCardLine(line),
      unitCost: null,
    })),
    shipping: sale.shipping ?? null,
    payments: sale.payments,
  })
  return JSON.stringify(
    lines.map((line) => ({
      role: line.role,
      method: line.method && /^\d{1,9}$/.test(line.method) ? Number(line.method) : null,
      amount: line.amount,
      tax_type: line.taxType,
      tax: line.tax,
    })),
  )
}

/**
 * The CTEs that post a sale (the row in CTE `claimed`, none when it is empty) in the statement that stores it:
 * its journal, dated the sale's day in the company's time zone, and the journal's lines — the posting from
 * `ledger` plus cost of goods sold against inventory at the unit cost the sale's stock rows moved at (the `stock`
 * ledger insert before it: the warehouse's moving average, or the catalogue cost where it has none). A
 * sale posts once: only a claimed sale posts, and UNIQUE (company_id, source_kind, source_id) holds it.
 */
export function ledgerInserts(v: { ledger: string; company: number; narration: string; stock: string }) {
  const company = sql`${v.company}`
  return sql`
    journal AS (
      INSERT INTO journals (company_id, date, narration, source_kind, source_id)
      SELECT ${company}, (claimed.created AT TIME ZONE co.books_timezone)::date, ${v.narration}, 'sale', claimed.id
      FROM claimed JOIN companies co ON co.id = ${company}
      RETURNING id, date, source_id
    ),
    cost AS (
      SELECT coalesce(sum(-stock.quantity * stock.unit_cost), 0)::bigint AS value FROM stock
    ),
    ledger AS (
      INSERT INTO journal_lines (journal_id, company_id, date, account_id, amount, tax_type, tax, source_kind, source_id)
      SELECT journal.id, ${company}, journal.date, coalesce(pm.clearing_account_id, a.id), p.amount, p.tax_type,
        p.tax, 'sale', journal.source_id
      FROM journal CROSS JOIN (
        SELECT j.role, j.method, j.amount, j.tax_type, j.tax
        FROM jsonb_to_recordset(${v.ledger}::jsonb) AS j(role text, method integer, amount bigint, tax_type text, tax bigint)
        UNION ALL SELECT 'cogs', NULL, cost.value, 'BASEXCLUDED', 0 FROM cost WHERE cost.value <> 0
        UNION ALL SELECT 'inventory', NULL, -cost.value, 'BASEXCLUDED', 0 FROM cost WHERE cost.value <> 0
      ) p
      LEFT JOIN payment_methods pm ON pm.company_id = ${company} AND pm.id = p.method
      LEFT JOIN accounts a ON a.company_id = ${company} AND a.role = p.role
    )` as RawBuilder<unknown>
}
