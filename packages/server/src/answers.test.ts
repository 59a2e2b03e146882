import {
  AccountAnswerSchema,
  AdyenSettingsAnswerSchema,
  type AnySchema,
  AssignedRegistersSchema,
  answerProblem,
  BalanceSheetAnswerSchema,
  BankAccountListSchema,
  BasAnswerSchema,
  BooksSettingsAnswerSchema,
  CompanyAnswerSchema,
  CountersAnswerSchema,
  DashboardSalesSchema,
  DrawerOpenedSchema,
  DrawerOpeningsSchema,
  defaultReportDefinition,
  FulfillmentAnswerSchema,
  FulfillmentListSchema,
  GlueErrorListSchema,
  HealthSchema,
  ImportListSchema,
  IntegrationListSchema,
  LinklySettingsAnswerSchema,
  LocationStockSchema,
  LoyaltyLookupSchema,
  PartnerSettingsAnswerSchema,
  PartnerStatusSchema,
  PaymentMethodListSchema,
  PettyCashListSchema,
  PriceAnswerSchema,
  PriceListAnswerSchema,
  PriceListDetailSchema,
  PriceListListSchema,
  ProductAnswerSchema,
  ProductFacetsSchema,
  ProductListSchema,
  ProfitAndLossAnswerSchema,
  PulledOrderListSchema,
  ReceiptEmailedSchema,
  RegisterContextAnswerSchema,
  RegisterDaySchema,
  RegisterOpenedSchema,
  ReplenishmentProposalSchema,
  ReportResultSchema,
  ReturnableSaleSchema,
  ReviewFlagListSchema,
  SaleListSchema,
  SaleReceiptSchema,
  SaleViewSchema,
  ShipmentListSchema,
  StockMoveAnswerSchema,
  StockMovementsPageSchema,
  StockOnHandPageSchema,
  StocktakeAnswerSchema,
  StocktakeCountedSchema,
  StocktakeListSchema,
  StocktakeSummarySchema,
  StocktakeVariancesSchema,
  TerminalTransactionListSchema,
  TransferAnswerSchema,
  TransferListSchema,
  TrialBalanceAnswerSchema,
} from '@pos/core'
import { describe, expect, it } from 'vitest'
import { insertCatalogFixtures } from './catalog/test-fixtures.ts'
import { insertInventoryFixtures } from './inventory/inventory-test-fixtures.ts'
import { insertRegisterFixtures } from './register/test-fixtures.ts'
import { type SignedUp, signUp, type TestApp } from './test/test-app.ts'
import { withTestApp } from './test/test-file.ts'

/**
 * Every route whose answer the web reads typed by a core schema (`answers.get(Schema, path)`), asked for real and
 * checked against that schema: the schema describes what the server answers, not what someone remembered of it.
 * Rows run in order, so a later row may read what an earlier one made.
 */
type Row = {
  method: 'GET' | 'POST' | 'PUT'
  path: (ids: Record<string, number>) => string
  schema: AnySchema
  body?: (ids: Record<string, number>) => unknown
}

const ROUTES: Row[] = [
  // The catalogue (issue 4).
  {
    method: 'GET',
    path: () => '/api/proxy/products.json?search=Answers&page=1&limit=8',
    schema: ProductListSchema,
  },
  { method: 'GET', path: () => '/api/proxy/products/facets.json', schema: ProductFacetsSchema },
  { method: 'GET', path: (ids) => `/api/proxy/product/${ids.product}.json`, schema: ProductAnswerSchema },
  {
    method: 'POST',
    path: () => '/api/proxy/prices.json',
    body: (ids) => ({
      product_id: ids.product,
      item_id: null,
      price_list_id: null,
      start_date: '2030-01-01T00:00:00.000Z',
      end_date: '2030-02-01T00:00:00.000Z',
      price: 1990,
    }),
    schema: PriceAnswerSchema,
  },
  { method: 'GET', path: () => '/api/proxy/pricelists.json', schema: PriceListListSchema },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/pricelist/${ids.pricelist}.json`,
    schema: PriceListDetailSchema,
  },
  {
    method: 'PUT',
    path: (ids) => `/api/proxy/pricelist/${ids.pricelist}.json`,
    body: () => ({ name: 'Answers list', start_date: null, end_date: null }),
    schema: PriceListAnswerSchema,
  },
  // Inventory (issue 14).
  { method: 'GET', path: () => '/api/proxy/stock-on-hand.json', schema: StockOnHandPageSchema },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/stock-movements/${ids.warehouse}/${ids.item}.json`,
    schema: StockMovementsPageSchema,
  },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/location/${ids.warehouse}/${ids.location}.json`,
    schema: LocationStockSchema,
  },
  {
    method: 'POST',
    path: () => '/api/proxy/stock-move.json',
    body: (ids) => ({
      warehouse_id: ids.warehouse,
      from_location_id: ids.location,
      to_location_id: null,
      lines: [{ item_id: ids.item, quantity: 1 }],
    }),
    schema: StockMoveAnswerSchema,
  },
  { method: 'GET', path: () => '/api/proxy/stocktakes.json?status=current', schema: StocktakeListSchema },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/stocktake/${ids.stocktake}.json`,
    schema: StocktakeSummarySchema,
  },
  {
    method: 'POST',
    path: (ids) => `/api/proxy/stocktake/${ids.stocktake}/counts.json`,
    body: (ids) => ({
      counter: 'Answers',
      counts: [{ client_id: 'answers-1', item_id: ids.item, quantity: 1 }],
    }),
    schema: StocktakeCountedSchema,
  },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/stocktake/${ids.stocktake}/variances.json`,
    schema: StocktakeVariancesSchema,
  },
  {
    method: 'POST',
    path: (ids) => `/api/proxy/stocktake/${ids.stocktake}/commit.json`,
    schema: StocktakeAnswerSchema,
  },
  { method: 'GET', path: () => '/api/proxy/stocktakes.json?status=completed', schema: StocktakeListSchema },
  { method: 'GET', path: () => '/api/proxy/transfers.json', schema: TransferListSchema },
  { method: 'GET', path: (ids) => `/api/proxy/transfer/${ids.transfer}.json`, schema: TransferAnswerSchema },
  {
    method: 'POST',
    path: (ids) => `/api/proxy/transfer/${ids.transfer}/receive.json`,
    body: () => ({}),
    schema: TransferAnswerSchema,
  },
  { method: 'GET', path: () => '/api/proxy/fulfillments.json', schema: FulfillmentListSchema },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/fulfillment/${ids.fulfillment}.json`,
    schema: FulfillmentAnswerSchema,
  },
  {
    method: 'POST',
    path: (ids) => `/api/proxy/fulfillment/${ids.fulfillment}/mark_in_progress.json`,
    body: () => ({}),
    schema: FulfillmentAnswerSchema,
  },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/replenishments/propose.json?destination_warehouse_id=${ids.warehouse}`,
    schema: ReplenishmentProposalSchema,
  },
  // The register, its day and its sales (issue 6).
  { method: 'GET', path: () => '/api/proxy/assignedregisters.json', schema: AssignedRegistersSchema },
  { method: 'GET', path: (ids) => `/api/register/${ids.register}`, schema: RegisterContextAnswerSchema },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/register/${ids.register}/session.json`,
    schema: RegisterDaySchema,
  },
  {
    method: 'POST',
    path: (ids) => `/api/proxy/register/${ids.register}/open.json`,
    body: () => ({ float: 10000 }),
    schema: RegisterOpenedSchema,
  },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/register/${ids.register}/session.json`,
    schema: RegisterDaySchema,
  },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/register/${ids.register}/pettycash.json`,
    schema: PettyCashListSchema,
  },
  {
    method: 'POST',
    path: (ids) => `/api/proxy/register/${ids.register}/cashdrawer.json`,
    body: () => ({ reason: 'Change for the float' }),
    schema: DrawerOpenedSchema,
  },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/register/${ids.register}/cashdrawer.json`,
    schema: DrawerOpeningsSchema,
  },
  { method: 'GET', path: () => '/api/proxy/paymentmethods.json', schema: PaymentMethodListSchema },
  { method: 'GET', path: () => '/api/proxy/loyalty.json', schema: LoyaltyLookupSchema },
  { method: 'GET', path: () => '/api/proxy/sales.json', schema: SaleListSchema },
  { method: 'GET', path: (ids) => `/api/proxy/sale/${ids.sale}.json`, schema: SaleViewSchema },
  { method: 'GET', path: (ids) => `/api/proxy/sale/${ids.sale}/receipt.json`, schema: SaleReceiptSchema },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/sale/${ids.sale}/returnable.json`,
    schema: ReturnableSaleSchema,
  },
  {
    method: 'POST',
    path: (ids) => `/api/proxy/sale/${ids.sale}/email.json`,
    body: () => ({ email: 'receipt@answers.test' }),
    schema: ReceiptEmailedSchema,
  },
  // Admin, banking, books, integrations, imports and Glue (issue 13).
  { method: 'GET', path: () => '/api/health', schema: HealthSchema },
  { method: 'GET', path: () => '/api/sessions/me', schema: AccountAnswerSchema },
  {
    method: 'POST',
    path: () => '/api/proxy/reports/run.json',
    body: () => ({
      definition: defaultReportDefinition(),
      from: '2030-01-01T00:00:00.000Z',
      to: '2030-02-01T00:00:00.000Z',
      tz: 'UTC',
    }),
    schema: ReportResultSchema,
  },
  { method: 'GET', path: () => '/api/proxy/company.json', schema: CompanyAnswerSchema },
  { method: 'GET', path: () => '/api/proxy/company/counters.json', schema: CountersAnswerSchema },
  {
    method: 'GET',
    path: () => '/api/dashboard/sales?from=2030-01-01T00:00:00Z&to=2030-01-03T00:00:00Z&bucket=day&tz=UTC',
    schema: DashboardSalesSchema,
  },
  { method: 'GET', path: () => '/api/proxy/bankaccounts.json', schema: BankAccountListSchema },
  { method: 'GET', path: () => '/api/proxy/books/settings.json', schema: BooksSettingsAnswerSchema },
  {
    method: 'GET',
    path: () => '/api/proxy/reports/profit-and-loss.json?compare=1',
    schema: ProfitAndLossAnswerSchema,
  },
  {
    method: 'GET',
    path: () => '/api/proxy/reports/balance-sheet.json?compare=1',
    schema: BalanceSheetAnswerSchema,
  },
  { method: 'GET', path: () => '/api/proxy/reports/trial-balance.json', schema: TrialBalanceAnswerSchema },
  { method: 'GET', path: () => '/api/proxy/reports/bas.json?basis=cash', schema: BasAnswerSchema },
  { method: 'GET', path: () => '/api/proxy/integrations.json', schema: IntegrationListSchema },
  { method: 'GET', path: () => '/api/proxy/integrations/linkly.json', schema: LinklySettingsAnswerSchema },
  { method: 'GET', path: () => '/api/proxy/integrations/adyen.json', schema: AdyenSettingsAnswerSchema },
  {
    method: 'GET',
    path: () => '/api/proxy/integrations/adyen/transactions.json',
    schema: TerminalTransactionListSchema,
  },
  { method: 'GET', path: () => '/api/proxy/imports.json', schema: ImportListSchema },
  { method: 'GET', path: () => '/api/proxy/integrations/shopify.json', schema: PartnerSettingsAnswerSchema },
  {
    method: 'GET',
    path: () => '/api/proxy/integrations/shippit/activity.json',
    schema: PartnerStatusSchema,
  },
  { method: 'GET', path: () => '/api/proxy/integrations/shopify/orders.json', schema: PulledOrderListSchema },
  { method: 'GET', path: () => '/api/proxy/integrations/shippit/shipments.json', schema: ShipmentListSchema },
  { method: 'GET', path: () => '/api/proxy/glueerrors.json', schema: GlueErrorListSchema },
  {
    method: 'GET',
    path: (ids) => `/api/proxy/reviewflags.json?customer_id=${ids.customer ?? 1}`,
    schema: ReviewFlagListSchema,
  },
]

let t: TestApp
let owner: SignedUp
const ids: Record<string, number> = {}

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Answers')
  Object.assign(ids, await insertRegisterFixtures(t, owner.cookie, 'Answers'))
  Object.assign(ids, await insertCatalogFixtures(t, owner.companyId, owner.cookie, 'Answers'))
  Object.assign(ids, await insertInventoryFixtures(t, owner.companyId, owner.cookie, 'Answers'))
  // The register's day is opened by a user of its store.
  const assigned = await t.request('PUT', `/api/proxy/user/${owner.userId}.json`, {
    cookie: owner.cookie,
    body: { store_id: ids.store },
  })
  expect(assigned.status).toBe(200)
})

/** A row's path with its ids named (`/api/proxy/sale/:sale.json`), for the test's title. */
const NAMED = new Proxy({}, { get: (_target, key) => `:${String(key)}` }) as Record<string, number>

describe('the answers the web reads typed match their core schemas', () => {
  it.each(ROUTES.map((row) => [`${row.method} ${row.path(NAMED)}`, row] as const))(
    '%s',
    async (_name, row) => {
      const path = row.path(ids)
      const response = await t.request(row.method, path, {
        cookie: owner.cookie,
        ...(row.body ? { body: row.body(ids) } : {}),
      })
      expect(response.status, `${row.method} ${path}: ${JSON.stringify(response.body)}`).toBe(200)
      expect(
        answerProblem(row.schema, response.body),
        JSON.stringify(response.body).slice(0, 2000),
      ).toBeUndefined()
    },
  )
})
