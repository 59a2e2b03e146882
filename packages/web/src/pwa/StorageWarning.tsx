import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Callout } from '@radix-ui/themes'
import { t } from '../i18n/index.ts'
import { usePwaState } from './pwa-state.ts'

/** Shown where the register sells when the browser refused persistent storage (it may clear the data). */
export function StorageWarning() {
  const { persisted } = usePwaState()
  if (persisted !== false) return null
  return (
    <Callout.Root color="amber" size="1" role="status" data-testid="storage-warning">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{t('pwa.storage.refused')}</Callout.Text>
    </Callout.Root>
  )
}
