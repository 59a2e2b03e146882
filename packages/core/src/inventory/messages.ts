/** What the inventory screens say when they refuse, in the spec's words where it has them (sections 5 and 8). */
export const INVENTORY_MESSAGES = {
  transferWarehouses: 'Make sure to specify the from and to warehouses',
  missingWarehouse: 'Missing Warehouse',
  stocktakeLoad: 'Error loading stocktake...',
  sameWarehouse: 'The from and to warehouses must be different',
  sameLocation: 'Please choose two different locations',
  noLines: 'Please add at least one item',
  quantity: 'Please enter a whole quantity',
  notDraft: 'Only a draft transfer can be sent',
  notSent: 'Only a sent transfer can be received',
  cannotCancel: 'A received or cancelled transfer cannot be cancelled',
  tooMuchReceived: 'You cannot receive more than was sent',
  notCounting: 'This stocktake is not in progress',
  changeStatus: 'Failed to change status',
  sendNotAllowed: 'You are not allowed to send transfers from this warehouse',
  receiveNotAllowed: 'You are not allowed to receive transfers from this warehouse',
} as const
