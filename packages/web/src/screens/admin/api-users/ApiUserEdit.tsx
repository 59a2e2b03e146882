import { ReloadIcon, TrashIcon } from '@radix-ui/react-icons'
import { Button, Card, Flex, Grid, Skeleton } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { type ApiUserInput, apiUsers, createApiUser, regenerateApiUserToken } from '../../../api/resources.ts'
import { showToast } from '../../../api/toast.ts'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { EditActions, TextInputField } from '../../../components/FormFields.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { RightsEditor } from '../../../components/RightsEditor.tsx'
import { UserStatusField } from '../../../components/UserStatusField.tsx'
import { useBusy } from '../../../hooks/use-busy.ts'
import { deleteAndLeave } from '../../../hooks/use-edit-save.ts'
import { useRequest } from '../../../hooks/use-request.ts'
import { t } from '../../../i18n/index.ts'
import { requiredError } from '../../sessions/validation.ts'
import { TokenDialog } from './TokenDialog.tsx'

const EMPTY: ApiUserInput = { name: '', status: 'active', rights: { areas: {} } }

/** Create an API user (id null) or edit one; a token is shown once, after create or regenerate. */
export function ApiUserEdit({ id }: { id: number | null }) {
  const router = useRouter()
  const existing = useRequest(id === null ? null : (signal) => apiUsers.get(id, { signal }), [id])
  const [form, setForm] = useState<ApiUserInput>(EMPTY)
  const [error, setError] = useState<string>()
  const { busy: saving, run } = useBusy()
  const [token, setToken] = useState<{ value: string; id: number } | null>(null)

  useEffect(() => {
    if (!existing.data) return
    const { name, status, rights } = existing.data
    setForm({ name, status, rights: { areas: rights.areas } })
  }, [existing.data])

  async function save(event: FormEvent) {
    event.preventDefault()
    const problem = requiredError(form.name)
    setError(problem)
    if (problem) return
    const input = { ...form, name: form.name.trim() }
    await run(async () => {
      if (id === null) {
        const created = await createApiUser(input)
        setToken({ value: created.token, id: created.apiuser.id })
      } else {
        await apiUsers.update(id, input)
        showToast(t('common.saved'), 'success')
      }
    })
  }

  async function regenerate() {
    if (id === null) return
    try {
      const answer = await regenerateApiUserToken(id)
      setToken({ value: answer.token, id })
    } catch {
      // shown by the client
    }
  }

  async function remove() {
    if (id === null) return
    await deleteAndLeave(
      () => apiUsers.remove(id),
      t('apiusers.deleted'),
      () => router.navigate({ to: '/admin/api-users' }),
    )
  }

  const loading = id !== null && !existing.data
  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={id === null ? t('apiusers.new_title') : (existing.data?.name ?? t('apiusers.edit_title'))}
        actions={
          <EditActions back="/admin/api-users" saving={saving} loading={loading}>
            {id !== null && (
              <>
                <ConfirmDialog
                  trigger={
                    <Button type="button" variant="soft" color="amber">
                      <ReloadIcon />
                      {t('apiusers.regenerate')}
                    </Button>
                  }
                  title={t('apiusers.regenerate_title')}
                  body={t('apiusers.regenerate_body')}
                  confirm={t('apiusers.regenerate')}
                  onConfirm={() => void regenerate()}
                />
                <ConfirmDialog
                  trigger={
                    <Button type="button" variant="soft" color="red">
                      <TrashIcon />
                      {t('common.delete')}
                    </Button>
                  }
                  title={t('apiusers.delete_title', { name: form.name })}
                  body={t('apiusers.delete_body')}
                  confirm={t('common.delete')}
                  onConfirm={() => void remove()}
                />
              </>
            )}
          </EditActions>
        }
      />
      <Skeleton loading={loading}>
        <Card size="3">
          <Flex direction="column" gap="5">
            <Grid columns={{ initial: '1', sm: '2' }} gap="4">
              <TextInputField
                id="name"
                label={t('common.name')}
                autoFocus={id === null}
                value={form.name}
                aria-invalid={Boolean(error)}
                onChange={(value) => setForm({ ...form, name: value })}
                error={error}
              />
              <UserStatusField value={form.status} onChange={(status) => setForm({ ...form, status })} />
            </Grid>
            <RightsEditor value={form.rights} onChange={(rights) => setForm({ ...form, rights })} />
          </Flex>
        </Card>
      </Skeleton>
      {token && (
        <TokenDialog
          token={token.value}
          onDone={() => {
            const createdId = token.id
            setToken(null)
            if (id === null)
              void router.navigate({ to: '/admin/api-user/$id', params: { id: String(createdId) } })
          }}
        />
      )}
    </form>
  )
}
