import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ConfirmedAction, DeleteAction, EditActions } from '../FormFields.tsx'

/** What a document's Cancel and Delete say: the button, the dialog's question and the toast after it. */
export type CancelDeleteWords = {
  cancel: string
  cancelBody: string
  canceled: string
  deleteBody: (number: string) => string
  deleted: string
}

/**
 * The header actions of a document's edit screen (an invoice, a bill, a purchase order, a shipment): Back to its
 * list, the steps its state allows (`children`), then, once it is saved and as `allows` says, Cancel (asks first,
 * then `act('cancel')`) and Delete (asks first, deletes, leaves for the list), and Save.
 */
export function DocumentActions<Row extends { id: number; number: string }>({
  list,
  saving,
  loading,
  saved,
  allows,
  words,
  act,
  remove,
  children,
}: {
  /** The list's path, where Back and a delete go, e.g. '/accounts/invoices'. */
  list: string
  saving: boolean
  loading: boolean
  /** The document as read (undefined while new or loading). */
  saved: Row | undefined
  allows: { cancel: boolean; remove: boolean }
  words: CancelDeleteWords
  act: (action: 'cancel', done: string) => Promise<void>
  remove: (row: Row) => Promise<unknown>
  children?: ReactNode
}) {
  const navigate = useNavigate()
  return (
    <EditActions back={list} saving={saving} loading={loading}>
      {children}
      {saved && allows.cancel && (
        <ConfirmedAction
          label={words.cancel}
          body={words.cancelBody}
          onConfirm={() => void act('cancel', words.canceled)}
        />
      )}
      {saved && allows.remove && (
        <DeleteAction
          body={words.deleteBody(saved.number)}
          remove={() => remove(saved)}
          deleted={words.deleted}
          leave={() => navigate({ to: list as never })}
        />
      )}
    </EditActions>
  )
}
