import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { t } from '../i18n/index.ts'
import { usePwaState } from './pwa-state.ts'
import { applyUpdate } from './register-sw.ts'

/**
 * The app-wide dialogs of the installable app: spec 9's update modal ('Looks like the system has been
 * updated click OK to update.', OK reloads into the new version) and the chunk-load error with a retry.
 */
export function PwaDialogs() {
  const { updateReady, chunkError } = usePwaState()
  const [updating, setUpdating] = useState(false)
  return (
    <>
      <AlertDialog.Root open={updateReady && !chunkError}>
        <AlertDialog.Content maxWidth="420px" aria-describedby={undefined}>
          <AlertDialog.Title>{t('pwa.update.title')}</AlertDialog.Title>
          <AlertDialog.Description size="2">{t('pwa.update.message')}</AlertDialog.Description>
          <Flex justify="end" mt="4">
            <Button
              loading={updating}
              onClick={() => {
                setUpdating(true)
                void applyUpdate().catch(() => setUpdating(false))
              }}
            >
              {t('pwa.update.ok')}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
      <AlertDialog.Root open={chunkError}>
        <AlertDialog.Content maxWidth="420px" aria-describedby={undefined}>
          <AlertDialog.Title>{t('pwa.chunk.title')}</AlertDialog.Title>
          <AlertDialog.Description size="2">{t('pwa.chunk.message')}</AlertDialog.Description>
          <Flex justify="end" mt="4">
            <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  )
}
