/**
 * What the routes that are not resources do, for the OpenAPI document (`METHOD path` in OpenAPI's form). A
 * route missing here is still listed, under its method and path.
 */
export const ROUTE_SUMMARIES: Readonly<Record<string, string>> = {
  'GET /api/health': 'Whether the server and its database answer, and its version',
  'POST /api/sessions/register': 'Create a company: sends a verification code to the email',
  'POST /api/sessions/register/verify': 'Verify the new company’s code and sign in',
  'POST /api/sessions/sign-in': 'Send a sign-in code to a user’s email',
  'POST /api/sessions/verify': 'Sign in with the emailed code',
  'POST /api/sessions/sign-out': 'End the session',
  'GET /api/sessions/me': 'The signed-in user, company and rights',
  'GET /api/pagerights/cache': 'The register caches the user may sync (spec 6)',
  'POST /api/proxy/sale.json': 'Store a register sale (idempotent by its client id; spec 7)',
  'POST /api/proxy/sales/batch.json':
    'Store up to 50 of a register’s queued sales in order, each idempotent by its client id and answered on its own',
  'GET /api/proxy/products.json': 'Products, paged (the register’s sync, spec 7) or the back office list',
  'GET /api/proxy/prices.json': 'Prices, paged (the register’s sync, spec 7)',
  'GET /api/proxy/discountreasons.json': 'Discount reasons for the register’s cache (spec 7)',
  'GET /api/proxy/returnreasons.json': 'Return reasons for the register’s cache (spec 7)',
  'GET /api/proxy/invoice/{id}.pdf':
    'An invoice as a PDF tax invoice (seller, ABN, lines with GST, totals, due date)',
  'GET /api/dashboard/sales': 'Sales totals by hour, day or month for the dashboard',
  'GET /api/proxy/company.json':
    'The company’s details: name, currency, logo, address, ABN, time zone, gift card validity',
  'PUT /api/proxy/company.json': 'Change the company’s details',
  'GET /api/proxy/company/counters.json': 'The value each company counter gives next',
  'PUT /api/proxy/company/counters.json': 'Move counters ahead (never back to a value given)',
  'GET /api/proxy/company/subscription.json': 'The licence’s store and register limits and their use',
  'PUT /api/proxy/company/subscription.json': 'Change the licence’s limits',
  'GET /api/openapi.json': 'This document',
  'POST /api/proxy/payment/export.json': 'Pay bills awaiting payment and answer the ABA file for the bank',
  'POST /api/proxy/quick-product-buy.json':
    'New products bought into a warehouse: received and a draft bill made',
}
