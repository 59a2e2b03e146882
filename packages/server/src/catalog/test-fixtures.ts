import type { TestApp } from '../test/test-app.ts'

/** The catalogue tables, for tests that compare a company's rows before and after. */
export const CATALOG_TABLES = [
  'company_counters',
  'products',
  'items',
  'cost_history',
  'option_templates',
  'price_lists',
  'prices',
  'deleted_records',
  'sales_staff',
  'promotions',
  'custom_scripts',
] as const

async function post(t: TestApp, cookie: string, path: string, body: unknown) {
  const response = await t.request('POST', path, { cookie, body })
  if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(response.body)}`)
  return response.body as Record<string, { id: number } & Record<string, unknown>>
}

/**
 * One of each catalogue record, made through the API (a promotion straight in the table: its screens come
 * later), every name containing `marker`. Returns their ids by the resource names of the routes.
 */
export async function insertCatalogFixtures(
  t: TestApp,
  companyId: number,
  cookie: string,
  marker: string,
): Promise<Record<string, number>> {
  const product = await post(t, cookie, '/api/proxy/products.json', {
    name: `${marker} tee`,
    style: `${marker}-TEE`,
    vendor: marker,
    retail_price: 2500,
    option_names: ['Size'],
    items: [{ option1: 'S' }, { option1: 'M' }],
  })
  const pricelist = await post(t, cookie, '/api/proxy/pricelists.json', { name: `${marker} list` })
  const price = await post(t, cookie, '/api/proxy/prices.json', {
    product_id: product.product?.id,
    price_list_id: pricelist.pricelist?.id,
    price: 1999,
    tags: [marker],
  })
  const staff = await post(t, cookie, '/api/proxy/staff.json', { first_name: marker, last_name: 'Seller' })
  const template = await post(t, cookie, '/api/proxy/optiontemplates.json', {
    name: `${marker} sizes`,
    options: [{ name: 'Size', values: ['S', 'M'] }],
  })
  const script = await post(t, cookie, '/api/proxy/customscripts.json', {
    scope: 'sale',
    script: `// ${marker}`,
  })
  const promotion = await t.database.db
    .insertInto('promotions')
    .values({
      company_id: companyId,
      name: `${marker} promo`,
      data: JSON.stringify({ discount: 10, discount_type: 'percentage' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return {
    product: product.product?.id ?? 0,
    pricelist: pricelist.pricelist?.id ?? 0,
    price: price.price?.id ?? 0,
    staff: staff.staff?.id ?? 0,
    optiontemplate: template.optiontemplate?.id ?? 0,
    customscript: script.customscript?.id ?? 0,
    promotion: promotion.id,
  }
}
