import type { RegisterRecord } from '@pos/core'
import { Table } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { TextInputField } from '../../components/FormFields.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { useBusy } from '../../hooks/use-busy.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { openCashDrawer } from '../../register/cash-drawer.ts'
import { registerApi } from '../../register/register-api.ts'
import { EntryWithHistory } from './EntryWithHistory.tsx'
import { RegisterPage } from './RegisterPage.tsx'

/** /register/open-cash-drawer (spec 2): records who opened the drawer, when and why, then opens it. */
export function OpenCashDrawer() {
  return <RegisterPage title={t('drawer.title')} Form={DrawerForm} />
}

function DrawerForm({ register }: { register: RegisterRecord }) {
  const openings = useRequest((signal) => registerApi.drawerOpenings(register.id, signal), [register.id])
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const { busy, run } = useBusy()

  async function open(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim()) {
      setError(t('drawer.reason_required'))
      return
    }
    setError(undefined)
    await run(async () => {
      await registerApi.recordDrawerOpening(register.id, reason.trim())
      const outcome = await openCashDrawer(register)
      showToast(t(outcome.ok ? 'drawer.recorded' : 'drawer.no_device'), outcome.ok ? 'success' : 'warning')
      setReason('')
      openings.reload()
    })
  }

  return (
    <EntryWithHistory
      onSubmit={open}
      fields={
        <TextInputField
          id="drawer-reason"
          label={t('drawer.reason')}
          value={reason}
          onChange={setReason}
          error={error}
        />
      }
      submitLabel={t('drawer.open')}
      busy={busy}
      historyTitle={t('drawer.history')}
      emptyText={t('drawer.empty')}
      history={(openings.data?.openings ?? []).map((opening) => (
        <Table.Row key={opening.id}>
          <Table.Cell>{formatDateTime(opening.created)}</Table.Cell>
          <Table.Cell>{opening.user ?? ''}</Table.Cell>
          <Table.Cell>{opening.reason}</Table.Cell>
        </Table.Row>
      ))}
    />
  )
}
