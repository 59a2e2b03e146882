import { type MenuItemLayout, menuSections, type PageRight } from '@pos/core'
import type { MessageKey } from '../i18n/index.ts'

/**
 * The side menu of spec 2, grouped as there (plus Users and API Users under Admin). Each item names the
 * route it opens and the page right it needs. An item shows only when its route exists in the router's
 * tree, so screens appear in the menu as they are built: nothing here registers a route.
 */
export type MenuItem = { label: MessageKey; to: string; right: PageRight | null; text?: string }
export type MenuGroup = { label: MessageKey; items: MenuItem[]; text?: string }
/** A top-level entry: a single link, or a group of links. */
export type MenuEntry = MenuItem | MenuGroup

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry
}

export const MENU: readonly MenuEntry[] = [
  { label: 'menu.dashboard', to: '/dashboard', right: 'dashboard' },
  {
    label: 'menu.register',
    items: [
      { label: 'menu.register.sale', to: '/register/sale', right: 'register.sale' },
      { label: 'menu.register.open_close', to: '/register/open-close', right: 'register.open_close' },
      { label: 'menu.register.petty_cash', to: '/register/petty-cash', right: 'register.petty_cash' },
      {
        label: 'menu.register.gift_card_check',
        to: '/register/gift-card-check',
        right: 'register.gift_card_check',
      },
      {
        label: 'menu.register.open_cash_drawer',
        to: '/register/open-cash-drawer',
        right: 'register.open_cash_drawer',
      },
    ],
  },
  { label: 'menu.stores', to: '/register/stores', right: 'stores' },
  { label: 'menu.sales_staff', to: '/hr/staff', right: 'hr.staff' },
  { label: 'menu.customers', to: '/customers/customers', right: 'customers' },
  {
    label: 'menu.sales',
    items: [
      { label: 'menu.sales.history', to: '/sales/sales-history', right: 'sales.history' },
      { label: 'menu.sales.budget', to: '/sales/sales-budget', right: 'sales.budget' },
      { label: 'menu.sales.promotions', to: '/sales/promotions', right: 'sales.promotions' },
      { label: 'menu.sales.prices', to: '/sales/prices', right: 'sales.prices' },
    ],
  },
  {
    label: 'menu.product',
    items: [
      { label: 'menu.product.products', to: '/product/products', right: 'product.products' },
      { label: 'menu.product.gift_cards', to: '/product/gift-cards', right: 'product.gift_cards' },
      {
        label: 'menu.product.option_templates',
        to: '/product/option-templates',
        right: 'product.option_templates',
      },
      { label: 'menu.product.shipments', to: '/product/shipments', right: 'product.shipments' },
    ],
  },
  {
    label: 'menu.inventory',
    items: [
      { label: 'menu.inventory.warehouses', to: '/inventory/warehouses', right: 'inventory' },
      { label: 'menu.inventory.stock_on_hand', to: '/inventory/stock-on-hand', right: 'inventory' },
      { label: 'menu.inventory.fulfillments', to: '/inventory/fulfillments', right: 'inventory' },
      { label: 'menu.inventory.transfers', to: '/inventory/transfers', right: 'inventory' },
      { label: 'menu.inventory.stock_move', to: '/inventory/stock-move', right: 'inventory' },
      { label: 'menu.inventory.locations', to: '/inventory/locations', right: 'inventory' },
      { label: 'menu.inventory.replenishment', to: '/inventory/replenishments', right: 'inventory' },
      { label: 'menu.inventory.stocktakes', to: '/inventory/stocktakes', right: 'inventory' },
      { label: 'menu.inventory.carriers', to: '/inventory/carriers', right: 'inventory' },
      { label: 'menu.inventory.shipment_boxes', to: '/inventory/shipment-boxes', right: 'inventory' },
    ],
  },
  { label: 'menu.reports', to: '/reports', right: 'reports' },
  {
    label: 'menu.media_player',
    items: [
      { label: 'menu.media_player.players', to: '/media-player/players', right: 'media_player' },
      { label: 'menu.media_player.playlists', to: '/media-player/playlists', right: 'media_player' },
    ],
  },
  {
    label: 'menu.accounts',
    items: [
      { label: 'menu.accounts.suppliers', to: '/accounts/suppliers', right: 'accounts' },
      { label: 'menu.accounts.quick_product_buy', to: '/accounts/quick-product-buy', right: 'accounts' },
      { label: 'menu.accounts.purchase_orders', to: '/accounts/purchase-orders', right: 'accounts' },
      { label: 'menu.accounts.shipping_costs', to: '/accounts/shipping-costs', right: 'accounts' },
      { label: 'menu.accounts.invoices', to: '/accounts/invoices', right: 'accounts' },
      { label: 'menu.accounts.bills_to_pay', to: '/accounts/bills-to-pay', right: 'accounts' },
      { label: 'menu.accounts.bank_reconciliation', to: '/accounts/bank-accounts', right: 'accounts' },
      { label: 'menu.accounts.chart_of_accounts', to: '/accounts/chart-of-accounts', right: 'accounts' },
      { label: 'menu.accounts.cost_centres', to: '/accounts/cost-centres', right: 'accounts' },
      { label: 'menu.accounts.general_ledger', to: '/accounts/general-ledger', right: 'accounts' },
      { label: 'menu.accounts.tax_rates', to: '/accounts/tax-rates', right: 'accounts' },
      { label: 'menu.accounts.payment_methods', to: '/accounts/payment-methods', right: 'accounts' },
      { label: 'menu.accounts.fixed_assets', to: '/accounts/fixed-assets', right: 'accounts' },
    ],
  },
  {
    label: 'menu.glue',
    items: [
      { label: 'menu.glue.jobs', to: '/glue/jobs', right: 'glue' },
      { label: 'menu.glue.errors', to: '/glue/errors', right: 'glue' },
    ],
  },
  {
    label: 'menu.admin',
    items: [
      { label: 'menu.admin.company', to: '/admin/company', right: 'admin.company' },
      { label: 'menu.admin.users', to: '/admin/users', right: 'admin.users' },
      { label: 'menu.admin.groups', to: '/admin/groups', right: 'admin.groups' },
      { label: 'menu.admin.menus', to: '/admin/menus', right: 'admin.groups' },
      { label: 'menu.admin.api_users', to: '/admin/api-users', right: 'admin.api_users' },
      {
        label: 'menu.admin.restriction_groups',
        to: '/admin/restriction-groups',
        right: 'admin.restriction_groups',
      },
      { label: 'menu.admin.email_templates', to: '/admin/email-templates', right: 'admin.templates' },
      { label: 'menu.admin.print_templates', to: '/admin/print-templates', right: 'admin.templates' },
      { label: 'menu.admin.reason_codes', to: '/admin/reason-codes', right: 'admin.reason_codes' },
      { label: 'menu.admin.loyalty', to: '/admin/loyalty', right: 'admin.loyalty' },
      { label: 'menu.admin.wallet', to: '/admin/wallet/templates', right: 'admin.wallet' },
      { label: 'menu.admin.calendar', to: '/admin/calendar', right: 'admin.calendar' },
      { label: 'menu.admin.custom_fields', to: '/admin/custom-fields', right: 'admin.custom_fields' },
      { label: 'menu.admin.custom_scripts', to: '/admin/custom-scripts', right: 'admin.custom_scripts' },
      { label: 'menu.admin.import', to: '/admin/import', right: 'admin.import' },
      { label: 'menu.admin.about', to: '/about', right: null },
    ],
  },
]

/**
 * The menu a user sees: items whose route exists (`routeExists`) and whose right the user holds; groups
 * left empty disappear.
 */
export function visibleMenu(
  menu: readonly MenuEntry[],
  rights: readonly string[],
  routeExists: (path: string) => boolean,
): MenuEntry[] {
  const shows = (item: MenuItem) =>
    routeExists(item.to) && (item.right === null || rights.includes(item.right))
  const visible: MenuEntry[] = []
  for (const entry of menu) {
    if (!isGroup(entry)) {
      if (shows(entry)) visible.push(entry)
      continue
    }
    const items = entry.items.filter(shows)
    if (items.length > 0) visible.push({ ...entry, items })
  }
  return visible
}

/**
 * The page rights grouped as the menu groups them, for the rights checklist of security groups and API
 * users. Rights no menu item names yet (integrations) join the last group.
 */
export function rightsByMenuGroup(menu: readonly MenuEntry[], all: readonly PageRight[]) {
  const groups: { label: MessageKey; rights: PageRight[] }[] = []
  const seen = new Set<PageRight>()
  const general: PageRight[] = []
  for (const entry of menu) {
    const items = isGroup(entry) ? entry.items : [entry]
    const rights = [
      ...new Set(items.flatMap((item) => (item.right && !seen.has(item.right) ? [item.right] : []))),
    ]
    for (const right of rights) seen.add(right)
    if (rights.length === 0) continue
    if (isGroup(entry)) groups.push({ label: entry.label, rights })
    else general.push(...rights)
  }
  const rest = all.filter((right) => !seen.has(right))
  groups.at(-1)?.rights.push(...rest)
  const generalGroup: { label: MessageKey; rights: PageRight[] } = { label: 'menu.general', rights: general }
  return [generalGroup, ...groups]
}

/** Every screen of the standard menu, in its order, with the group it sits in (none for top-level entries). */
export function standardScreens(menu: readonly MenuEntry[] = MENU): { item: MenuItem; group?: MenuGroup }[] {
  return menu.flatMap((entry) =>
    isGroup(entry) ? entry.items.map((item) => ({ item, group: entry })) : [{ item: entry }],
  )
}

/**
 * The side menu from the company's menu for the user's group (/admin/menus): its entries in its order, under its
 * names and sections. Each entry keeps the right of the standard menu's screen it opens; a path the standard menu
 * does not have is left out (it would open no screen of ours).
 */
export function menuFromLayout(
  items: readonly MenuItemLayout[],
  menu: readonly MenuEntry[] = MENU,
): MenuEntry[] {
  const screens = new Map(standardScreens(menu).map(({ item }) => [item.to, item]))
  const entry = (layout: MenuItemLayout): MenuItem | undefined => {
    const known = screens.get(layout.to)
    return known ? { ...known, text: layout.label } : undefined
  }
  const entries: MenuEntry[] = []
  for (const part of menuSections(items)) {
    if (part.kind === 'item') {
      const item = entry(part.item)
      if (item) entries.push(item)
      continue
    }
    const children = part.items.map(entry).filter((item): item is MenuItem => item !== undefined)
    if (children.length > 0) {
      entries.push({ label: 'menu.navigation', text: part.name, items: children })
    }
  }
  return entries
}

/**
 * The area of the screen at `pathname`: the right of the standard menu's entry whose route is the longest prefix of
 * it (`/accounts/invoices/12` is Accounts'), or null for a screen outside the menu.
 */
export function areaOfPath(pathname: string, menu: readonly MenuEntry[] = MENU): PageRight | null {
  let best: MenuItem | undefined
  for (const { item } of standardScreens(menu)) {
    const under = pathname === item.to || pathname.startsWith(`${item.to}/`)
    if (under && item.right && (!best || item.to.length > best.to.length)) best = item
  }
  return best?.right ?? null
}
