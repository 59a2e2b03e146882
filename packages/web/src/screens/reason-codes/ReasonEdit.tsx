import { ArrowLeftIcon } from '@radix-ui/react-icons'
import { Button, Card, Grid, TextField } from '@radix-ui/themes'
import { Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { api } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { Field } from '../../components/Field.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import type { Reason } from '../customers/types.ts'
import { kindOfSlug } from './reason-kinds.ts'

/** A new reason (id null) or one reason of a kind: name and account; discount reasons a maximum percent. */
export function ReasonEdit({ slug, id }: { slug: string; id: number | null }) {
  const router = useRouter()
  const entry = kindOfSlug(slug)
  const existing = useRequest(
    id === null ? null : (signal) => api.get<{ reason: Reason }>(`proxy/reason/${id}.json`, { signal }),
    [id],
  )
  const [name, setName] = useState('')
  const [account, setAccount] = useState('')
  const [maxPercent, setMaxPercent] = useState('0')
  const [nameError, setNameError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!existing.data) return
    setName(existing.data.reason.name)
    setAccount(existing.data.reason.account ?? '')
    setMaxPercent(String(existing.data.reason.max_discount_percent))
  }, [existing.data])

  if (!entry) return null
  const list = `/admin/reason-codes/${slug}`

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!entry) return
    const error = name.trim() ? undefined : t('error.required')
    setNameError(error)
    if (error) return
    const body = {
      kind: entry.kind,
      name: name.trim(),
      account: account.trim(),
      ...(entry.kind === 'discount' ? { max_discount_percent: Number(maxPercent || 0) } : {}),
    }
    setSaving(true)
    try {
      if (id === null) await api.post('proxy/reasons.json', body)
      else await api.put(`proxy/reason/${id}.json`, body)
      showToast(t('common.saved'), 'success')
      await router.navigate({ to: list })
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false)
    }
  }

  async function remove() {
    try {
      await api.delete(`proxy/reason/${id}.json`)
      showToast(t('reasons.deleted'), 'success')
      await router.navigate({ to: list })
    } catch {
      // Shown by the client (e.g. the reason is in use).
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={id === null ? t('reasons.new_title', { kind: t(entry.label) }) : name || t(entry.label)}
        description={t(entry.label)}
        actions={
          <>
            <Button asChild variant="soft" color="gray">
              <Link to={list}>
                <ArrowLeftIcon />
                {t('common.back')}
              </Link>
            </Button>
            {id !== null && (
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="soft" color="red">
                    {t('common.delete')}
                  </Button>
                }
                title={t('reasons.delete_title', { name })}
                body={t('reasons.delete_body')}
                confirm={t('common.delete')}
                onConfirm={() => void remove()}
              />
            )}
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </>
        }
      />
      <Card size="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <Field label={t('common.name')} htmlFor="reason_name" error={nameError}>
            <TextField.Root
              id="reason_name"
              value={name}
              autoFocus
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Field label={t('reasons.account')} htmlFor="reason_account" hint={t('reasons.account_hint')}>
            <TextField.Root
              id="reason_account"
              value={account}
              onChange={(e) => setAccount(e.target.value)}
            />
          </Field>
          {entry.kind === 'discount' && (
            <Field
              label={t('reasons.max_discount')}
              htmlFor="reason_max"
              hint={t('reasons.max_discount_hint')}
            >
              <TextField.Root
                id="reason_max"
                inputMode="decimal"
                value={maxPercent}
                onChange={(e) => setMaxPercent(e.target.value)}
              >
                <TextField.Slot side="right">%</TextField.Slot>
              </TextField.Root>
            </Field>
          )}
        </Grid>
      </Card>
    </form>
  )
}
