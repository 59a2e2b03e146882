import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ConfirmedAction, DeleteAction, EditActions } from '../FormFields.tsx'

/** A document's Cancel: the button's and the dialog's words, and the action once confirmed. */
type CancelStep = { label: string; body: string; onConfirm: () => void }

/** A document's Delete: what the dialog asks, the delete itself and what is said after it. */
type DeleteStep = { body: string; remove: () => Promise<unknown>; deleted: string }

/**
 * The header actions of a document's edit screen (an invoice, a bill, a purchase order, a shipment): Back to its
 * list, the steps its state allows (`children`), Cancel and Delete when allowed (each asks first; a delete leaves
 * for the list), and Save.
 */
export function DocumentActions({
  list,
  saving,
  loading,
  cancel,
  remove,
  children,
}: {
  /** The list's path, where Back and a delete go, e.g. '/accounts/invoices'. */
  list: string
  saving: boolean
  loading: boolean
  /** Given when the document may be canceled. */
  cancel?: CancelStep | false | undefined
  /** Given when the document may be deleted. */
  remove?: DeleteStep | false | undefined
  children?: ReactNode
}) {
  const navigate = useNavigate()
  return (
    <EditActions back={list} saving={saving} loading={loading}>
      {children}
      {cancel && <ConfirmedAction label={cancel.label} body={cancel.body} onConfirm={cancel.onConfirm} />}
      {remove && (
        <DeleteAction
          body={remove.body}
          remove={remove.remove}
          deleted={remove.deleted}
          leave={() => navigate({ to: list as never })}
        />
      )}
    </EditActions>
  )
}
