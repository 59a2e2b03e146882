import { type AnyResource, allowedWithRights, type InvoiceStatus } from '@pos/core'
import { useCan } from '../../session/session.ts'

/** An invoice or a bill as its status rules read it. */
type Payable = { status: InvoiceStatus; total: number; paid: number }

/**
 * What the user may do to an invoice or a bill: what its status allows (`rules`: core invoiceAllows or
 * billAllows) narrowed by the user's rights on its resource. A new one (`payable` undefined) is a draft with
 * nothing paid; `readOnly` once it may no longer be edited.
 */
export function usePayableAllows<Flags extends Record<string, boolean> & { edit: boolean }>(
  payable: Payable | undefined,
  resource: AnyResource,
  rules: (payable: Payable) => Flags,
) {
  const can = useCan()
  const status = payable?.status ?? 'draft'
  const allows = allowedWithRights(
    rules({ status, total: payable?.total ?? 0, paid: payable?.paid ?? 0 }),
    resource,
    (right) => can(right.area, right.action),
  )
  return { status, allows, readOnly: !allows.edit }
}
