import { type Kysely, sql } from 'kysely'

/**
 * Companies that have their books get the Purchase Price Variance account (role price_variance, core GL9a), which
 * new companies get with the default chart: code 325, or 325-PPV when the company already uses 325.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO accounts (company_id, code, name, type, role, tax_rate_id, cost_of_sales)
    SELECT c.id,
      CASE WHEN EXISTS (SELECT 1 FROM accounts a WHERE a.company_id = c.id AND lower(a.code) = '325')
        THEN '325-PPV' ELSE '325' END,
      'Purchase Price Variance', 'Expenses', 'price_variance',
      (SELECT t.id FROM tax_rates t WHERE t.company_id = c.id AND t.tax_type = 'BASEXCLUDED' ORDER BY t.id LIMIT 1),
      true
    FROM companies c
    WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.company_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.company_id = c.id AND a.role = 'price_variance')
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM accounts a WHERE a.role = 'price_variance'
      AND NOT EXISTS (SELECT 1 FROM journal_lines l WHERE l.account_id = a.id)
  `.execute(db)
}
