import { Button, Dialog, Flex, type FlexProps } from '@radix-ui/themes'
import { t } from '../i18n/index.ts'

/**
 * The buttons at the foot of a dialog: Cancel, which closes it, and the dialog's own (`label`), which submits the
 * dialog's form or, given `onClick`, runs it; `loading` while its request runs.
 */
export function DialogButtons({
  label,
  onClick,
  loading,
  mt,
}: {
  label: string
  onClick?: () => void
  loading?: boolean
  mt?: FlexProps['mt']
}) {
  return (
    <Flex gap="3" justify="end" {...(mt ? { mt } : {})}>
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray">
          {t('common.cancel')}
        </Button>
      </Dialog.Close>
      <Button type={onClick ? 'button' : 'submit'} loading={loading ?? false} onClick={onClick}>
        {label}
      </Button>
    </Flex>
  )
}
