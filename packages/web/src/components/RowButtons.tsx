import { Pencil1Icon, TrashIcon } from '@radix-ui/react-icons'
import { IconButton } from '@radix-ui/themes'
import { t } from '../i18n/index.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'

/** The pencil that opens one row of a list, named for screen readers by the row (`name`). */
export function RowEditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <IconButton type="button" variant="ghost" aria-label={`${t('common.edit')} ${name}`} onClick={onClick}>
      <Pencil1Icon />
    </IconButton>
  )
}

/** The red bin that deletes one row of a list, named by the row (`name`); it asks first (`title`, `body`). */
export function RowDeleteButton({
  name,
  title = t('common.delete'),
  body,
  onConfirm,
}: {
  name: string
  title?: string
  body: string
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      trigger={
        <IconButton type="button" variant="ghost" color="red" aria-label={`${t('common.delete')} ${name}`}>
          <TrashIcon />
        </IconButton>
      }
      title={title}
      body={body}
      confirm={t('common.delete')}
      onConfirm={onConfirm}
    />
  )
}

/**
 * The red bin that takes one row out of a list at once, without asking (a line of a form, a product's price);
 * `label` names it for screen readers. Soft where it stands among soft buttons.
 */
export function RowRemoveButton({
  label,
  variant = 'ghost',
  onRemove,
}: {
  label: string
  variant?: 'ghost' | 'soft'
  onRemove: () => void
}) {
  return (
    <IconButton type="button" variant={variant} color="red" aria-label={label} onClick={onRemove}>
      <TrashIcon />
    </IconButton>
  )
}
