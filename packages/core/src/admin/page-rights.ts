/**
 * Page rights: the areas of the back office (spec 6), one per page of spec 2's side menu, in each of which a
 * security group holds some actions (area-rights.ts); and the register caches, which decide what registers sync.
 */
export const PAGE_RIGHTS = {
  dashboard: 'Dashboard',
  'register.sale': 'Register: Sale',
  'register.open_close': 'Register: Open/Close',
  'register.petty_cash': 'Register: Petty Cash',
  'register.gift_card_check': 'Register: Gift Card Value Check',
  'register.open_cash_drawer': 'Register: Open Cash Drawer',
  stores: 'Stores',
  'hr.staff': 'Sales Staff',
  customers: 'Customers',
  'sales.history': 'Sales: Sales History',
  'sales.budget': 'Sales: Sales Budget',
  'sales.promotions': 'Sales: Promotions',
  'sales.prices': 'Sales: Prices',
  'product.products': 'Product: Products',
  'product.gift_cards': 'Product: Gift Cards',
  'product.option_templates': 'Product: Option Templates',
  'product.shipments': 'Product: Shipments',
  inventory: 'Inventory',
  reports: 'Reports',
  media_player: 'Media Player',
  accounts: 'Accounts',
  glue: 'Glue',
  'admin.company': 'Admin: Company Details',
  'admin.users': 'Admin: Users',
  'admin.groups': 'Admin: Security Groups',
  'admin.api_users': 'Admin: API Users',
  'admin.restriction_groups': 'Admin: Restriction Groups',
  'admin.templates': 'Admin: Email and Print Templates',
  'admin.reason_codes': 'Admin: Reason Codes',
  'admin.loyalty': 'Admin: Loyalty Program',
  'admin.wallet': 'Admin: Wallet Templates',
  'admin.calendar': 'Admin: Calendar',
  'admin.custom_fields': 'Admin: Custom Fields',
  'admin.custom_scripts': 'Admin: Custom Scripts',
  'admin.import': 'Admin: Bulk Import',
  'admin.integrations': 'Admin: Integrations',
} as const
export type PageRight = keyof typeof PAGE_RIGHTS

/** The register's local caches (spec 6); GET /api/pagerights/cache answers the ones a user may sync. */
export const REGISTER_CACHES = [
  'product',
  'price',
  'posstaff',
  'promotion',
  'discount_reasons',
  'return_reasons',
  'custom_scripts',
] as const
export type RegisterCache = (typeof REGISTER_CACHES)[number]

export const ALL_PAGE_RIGHTS = Object.keys(PAGE_RIGHTS) as PageRight[]

export function isPageRight(value: string): value is PageRight {
  return Object.hasOwn(PAGE_RIGHTS, value)
}

export function isRegisterCache(value: string): value is RegisterCache {
  return (REGISTER_CACHES as readonly string[]).includes(value)
}
