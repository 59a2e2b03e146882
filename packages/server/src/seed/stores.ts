import type { SeedArea } from './context.ts'

const STORES = [
  {
    name: 'Sydney CBD',
    address: { address1: '1 George St', city: 'Sydney', province_code: 'NSW', zip: '2000', country: 'AU' },
  },
  {
    name: 'Melbourne Central',
    address: {
      address1: '211 La Trobe St',
      city: 'Melbourne',
      province_code: 'VIC',
      zip: '3000',
      country: 'AU',
    },
  },
  {
    name: 'Brisbane Queen St',
    address: { address1: '60 Queen St', city: 'Brisbane', province_code: 'QLD', zip: '4000', country: 'AU' },
  },
]

/** Three open stores. */
export const storesArea: SeedArea = {
  name: 'stores',
  async run({ trx, companyId, ids }) {
    const rows = await trx
      .insertInto('stores')
      .values(
        STORES.map((store) => ({
          company_id: companyId,
          name: store.name,
          address: JSON.stringify(store.address),
          status: 'open',
        })),
      )
      .returning('id')
      .execute()
    ids.stores = rows.map((row) => row.id)
  },
}
