import type { Kysely } from 'kysely'
import { runStatements } from '../run-statements.ts'

/**
 * A sale's lines, payments and stock movements belong to their company through their sale: `sale_id` references
 * sales (ON DELETE CASCADE, so a company's deletion still reaches them through its sales), and the one statement
 * that writes a sale gives them the sale's `company_id`. Their own foreign key from `company_id` to companies
 * checked the same company again for every row and key-share locked the companies row from every sale being
 * written at once: 5 of a 2-line sale's 13 foreign-key checks. `company_id` stays on them, indexed first, for
 * the tenancy filters. A stock movement always comes from a sale (until inventory counts arrive, which will bring
 * the company's foreign key back for movements without one), so its `sale_id` is required now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE sale_lines DROP CONSTRAINT sale_lines_company_id_fkey;
    ALTER TABLE sale_payments DROP CONSTRAINT sale_payments_company_id_fkey;
    ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_company_id_fkey;
    ALTER TABLE stock_movements ALTER COLUMN sale_id SET NOT NULL;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE stock_movements ALTER COLUMN sale_id DROP NOT NULL;
    ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_company_id_fkey
      FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE;
    ALTER TABLE sale_payments ADD CONSTRAINT sale_payments_company_id_fkey
      FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE;
    ALTER TABLE sale_lines ADD CONSTRAINT sale_lines_company_id_fkey
      FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE;
  `,
  )
}
