import { posCode } from '@pos/core'
import { takeCounter } from '../catalog/counters.ts'
import type { SeedArea } from './context.ts'

const PEOPLE = [
  ['Mr', 'James', 'Smith'],
  ['Ms', 'Olivia', 'Nguyen'],
  ['Mr', 'Liam', 'Brown'],
  ['Ms', 'Charlotte', 'Wilson'],
  ['Mr', 'Noah', 'Taylor'],
  ['Ms', 'Amelia', 'Martin'],
  ['Mr', 'Jack', 'Anderson'],
  ['Ms', 'Isla', 'Thompson'],
  ['Mr', 'William', 'White'],
  ['Ms', 'Mia', 'Harris'],
] as const

/** Ten sales staff with POS codes from the company counter; the first two may make unlinked returns. */
export const staffArea: SeedArea = {
  name: 'staff',
  async run({ trx, companyId, ids }) {
    const codes = await takeCounter(trx, companyId, 'pos_code', PEOPLE.length)
    const rows = await trx
      .insertInto('sales_staff')
      .values(
        PEOPLE.map(([title, first, last], index) => ({
          company_id: companyId,
          title,
          first_name: first,
          last_name: last,
          display_name: `${first} ${last[0]}.`,
          email: `${first.toLowerCase()}.${last.toLowerCase()}@demo.example.com`,
          pos_code: codes[index] ?? posCode(index + 1),
          unlinked_returns: index < 2,
          tags: JSON.stringify(index < 2 ? ['manager'] : ['floor']),
        })),
      )
      .returning('id')
      .execute()
    ids.staff = rows.map((row) => row.id)
  },
}
