/** The register set-up's messages (spec 5), one place for each. */
export const REGISTER_MESSAGES = {
  noStore: "Looks like this user doesn't have a store assigned",
  noStoreHelp: 'Please ask an administrator to assign a store to this user.',
  registerNotOpen: 'The register must be open first',
  registerAlreadyOpen: 'This register is already open',
  confirmVariance: 'The cash count differs from the expected cash. Please confirm the variance to close',
  notYourStore: 'This register belongs to a store that is not assigned to you',
  storeClosed: 'This store is closed',
  duplicateReceipt: 'Another sale already has this receipt number',
  incorrectPaymentMethod: 'Incorrect Payment Method',
  noPettyCashReason: 'Please choose a petty cash reason',
  noCustomerEmail: 'This sale has no customer with an email address; please enter one',
  currencyMismatch: 'The sale is not in the company currency',
  wrongRegister: 'The register does not belong to this store',
} as const
