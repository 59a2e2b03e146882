/**
 * The chart of accounts (spec 9: account types Asset, Liability, Equity, Expenses, Revenue and Bank) and the
 * default Australian chart a new company gets (accounting-au.md §3), with the roles postings name.
 */
export const ACCOUNT_TYPES = ['Asset', 'Liability', 'Equity', 'Expenses', 'Revenue', 'Bank'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** Where an account sits in the reports: a Bank account is an asset. */
export type AccountClass = 'asset' | 'liability' | 'equity' | 'revenue' | 'expense'

export function accountClass(type: AccountType): AccountClass {
  switch (type) {
    case 'Asset':
    case 'Bank':
      return 'asset'
    case 'Liability':
      return 'liability'
    case 'Equity':
      return 'equity'
    case 'Revenue':
      return 'revenue'
    case 'Expenses':
      return 'expense'
  }
}

/** The accounts that postings name by what they are for, whatever their code (each company has one of each). */
export const LEDGER_ROLES = [
  'bank',
  'cash',
  'card_clearing',
  'undeposited',
  'sales',
  'discounts',
  'shipping',
  'cogs',
  'stock_adjustments',
  'price_variance',
  'cash_variance',
  'loyalty',
  'petty_cash',
  'receivables',
  'inventory',
  'payables',
  'gst',
  'rounding',
  'gift_cards',
  'store_credit',
  'retained_earnings',
  'suspense',
] as const
export type LedgerRole = (typeof LEDGER_ROLES)[number]

export type DefaultAccount = {
  readonly code: string
  readonly name: string
  readonly type: AccountType
  /** The tax rate (its BAS type) a new line on this account starts with. */
  readonly taxType: string
  readonly role?: LedgerRole
  /** Direct costs: shown as cost of sales, above gross profit. */
  readonly costOfSales?: boolean
}

const a = (
  code: string,
  name: string,
  type: AccountType,
  taxType: string,
  extra: { role?: LedgerRole; costOfSales?: boolean } = {},
): DefaultAccount => ({ code, name, type, taxType, ...extra })

/** The default AU chart (accounting-au.md §3, plus the retail accounts it suggests: till, card clearing...). */
export const DEFAULT_AU_CHART: readonly DefaultAccount[] = [
  a('090', 'Business Bank Account', 'Bank', 'BASEXCLUDED', { role: 'bank' }),
  a('091', 'Business Savings Account', 'Bank', 'BASEXCLUDED'),
  a('100', 'Cash on Hand', 'Asset', 'BASEXCLUDED', { role: 'cash' }),
  a('110', 'Card Clearing', 'Asset', 'BASEXCLUDED', { role: 'card_clearing' }),
  a('120', 'Undeposited Funds', 'Asset', 'BASEXCLUDED', { role: 'undeposited' }),
  a('200', 'Sales', 'Revenue', 'OUTPUT', { role: 'sales' }),
  a('205', 'Discounts Given', 'Revenue', 'OUTPUT', { role: 'discounts' }),
  a('210', 'Shipping Income', 'Revenue', 'OUTPUT', { role: 'shipping' }),
  a('260', 'Other Revenue', 'Revenue', 'OUTPUT'),
  a('270', 'Interest Income', 'Revenue', 'INPUTTAXED'),
  a('300', 'Purchases', 'Expenses', 'INPUT', { costOfSales: true }),
  a('310', 'Cost of Goods Sold', 'Expenses', 'BASEXCLUDED', { role: 'cogs', costOfSales: true }),
  a('320', 'Stock Adjustments', 'Expenses', 'BASEXCLUDED', { role: 'stock_adjustments', costOfSales: true }),
  a('325', 'Purchase Price Variance', 'Expenses', 'BASEXCLUDED', {
    role: 'price_variance',
    costOfSales: true,
  }),
  a('400', 'Advertising', 'Expenses', 'INPUT'),
  a('404', 'Bank Fees', 'Expenses', 'EXEMPTEXPENSES'),
  a('408', 'Cleaning', 'Expenses', 'INPUT'),
  a('412', 'Consulting & Accounting', 'Expenses', 'INPUT'),
  a('416', 'Depreciation', 'Expenses', 'BASEXCLUDED'),
  a('420', 'Entertainment', 'Expenses', 'INPUT'),
  a('425', 'Freight & Courier', 'Expenses', 'INPUT'),
  a('429', 'General Expenses', 'Expenses', 'INPUT', { role: 'petty_cash' }),
  a('430', 'Cash Over and Short', 'Expenses', 'BASEXCLUDED', { role: 'cash_variance' }),
  a('431', 'Loyalty Redemptions', 'Expenses', 'BASEXCLUDED', { role: 'loyalty' }),
  a('433', 'Insurance', 'Expenses', 'INPUT'),
  a('437', 'Interest Expense', 'Expenses', 'EXEMPTEXPENSES'),
  a('441', 'Legal Expenses', 'Expenses', 'INPUT'),
  a('445', 'Light, Power, Heating', 'Expenses', 'INPUT'),
  a('449', 'Motor Vehicle Expenses', 'Expenses', 'INPUT'),
  a('453', 'Office Expenses', 'Expenses', 'INPUT'),
  a('461', 'Printing & Stationery', 'Expenses', 'INPUT'),
  a('469', 'Rent', 'Expenses', 'INPUT'),
  a('473', 'Repairs and Maintenance', 'Expenses', 'INPUT'),
  a('477', 'Wages and Salaries', 'Expenses', 'BASEXCLUDED'),
  a('478', 'Superannuation', 'Expenses', 'BASEXCLUDED'),
  a('485', 'Subscriptions', 'Expenses', 'INPUT'),
  a('489', 'Telephone & Internet', 'Expenses', 'INPUT'),
  a('493', 'Travel - National', 'Expenses', 'INPUT'),
  a('494', 'Travel - International', 'Expenses', 'EXEMPTEXPENSES'),
  a('610', 'Accounts Receivable', 'Asset', 'BASEXCLUDED', { role: 'receivables' }),
  a('620', 'Prepayments', 'Asset', 'BASEXCLUDED'),
  a('630', 'Inventory', 'Asset', 'BASEXCLUDED', { role: 'inventory' }),
  a('710', 'Office Equipment', 'Asset', 'CAPEXINPUT'),
  a('711', 'Less Accumulated Depreciation on Office Equipment', 'Asset', 'BASEXCLUDED'),
  a('720', 'Computer Equipment', 'Asset', 'CAPEXINPUT'),
  a('721', 'Less Accumulated Depreciation on Computer Equipment', 'Asset', 'BASEXCLUDED'),
  a('800', 'Accounts Payable', 'Liability', 'BASEXCLUDED', { role: 'payables' }),
  a('801', 'Unpaid Expense Claims', 'Liability', 'BASEXCLUDED'),
  a('820', 'GST', 'Liability', 'BASEXCLUDED', { role: 'gst' }),
  a('825', 'PAYG Withholdings Payable', 'Liability', 'BASEXCLUDED'),
  a('826', 'Superannuation Payable', 'Liability', 'BASEXCLUDED'),
  a('830', 'Income Tax Payable', 'Liability', 'BASEXCLUDED'),
  a('835', 'Revenue Received in Advance', 'Liability', 'BASEXCLUDED'),
  a('840', 'Historical Adjustment', 'Liability', 'BASEXCLUDED'),
  a('850', 'Suspense', 'Liability', 'BASEXCLUDED', { role: 'suspense' }),
  a('860', 'Rounding', 'Liability', 'BASEXCLUDED', { role: 'rounding' }),
  a('870', 'Gift Cards Outstanding', 'Liability', 'BASEXCLUDED', { role: 'gift_cards' }),
  a('875', 'Store Credit Outstanding', 'Liability', 'BASEXCLUDED', { role: 'store_credit' }),
  a('880', 'Owner A Drawings', 'Equity', 'BASEXCLUDED'),
  a('881', 'Owner A Funds Introduced', 'Equity', 'BASEXCLUDED'),
  a('900', 'Loan', 'Liability', 'BASEXCLUDED'),
  a('960', 'Retained Earnings', 'Equity', 'BASEXCLUDED', { role: 'retained_earnings' }),
  a('970', 'Owner A Share Capital', 'Equity', 'BASEXCLUDED'),
]

/** The account a payment method clears to when it names none, by its processor (or system type). */
export function fallbackClearingRole(processor: string): LedgerRole {
  switch (processor) {
    case 'cash':
      return 'cash'
    case 'linkly':
    case 'adyen':
    case 'adyen_tap':
      return 'card_clearing'
    case 'gift_card':
      return 'gift_cards'
    case 'store_credit':
      return 'store_credit'
    case 'loyalty':
      return 'loyalty'
    case 'rounding':
      return 'rounding'
    default:
      return 'undeposited'
  }
}
