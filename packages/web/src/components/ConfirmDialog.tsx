import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { t } from '../i18n/index.ts'

type Props = {
  trigger: ReactNode
  title: string
  body: string
  confirm: string
  onConfirm: () => void
}

/** Asks before something that can't be undone. */
export function ConfirmDialog({ trigger, title, body, confirm, onConfirm }: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{body}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('common.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              {confirm}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
