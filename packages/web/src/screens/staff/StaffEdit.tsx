import type { StaffPayload } from '@pos/core'
import { ArrowLeftIcon } from '@radix-ui/react-icons'
import { Button, Card, Flex, Grid, Skeleton, Switch, Text, TextField } from '@radix-ui/themes'
import { Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { Field } from '../../components/Field.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import {
  createStaff,
  getStaff,
  type Staff,
  staffAction,
  tagsFromText,
  updateStaff,
} from '../catalog/catalog-api.ts'
import { emailError } from '../sessions/validation.ts'
import { StaffStatusBadge } from './StaffList.tsx'

type Form = Omit<StaffPayload, 'tags'> & { tags: string }

const EMPTY: Form = {
  title: '',
  first_name: '',
  middle_name: '',
  last_name: '',
  display_name: '',
  email: '',
  pos_code: '',
  unlinked_returns: false,
  tags: '',
}

function formOf(staff: Staff): Form {
  const { id: _id, status: _status, terminated: _terminated, tags, ...fields } = staff
  return { ...fields, tags: tags.join(', ') }
}

const TEXT_FIELDS = [
  ['title', 'staff.title_field'],
  ['first_name', 'staff.first_name'],
  ['middle_name', 'staff.middle_name'],
  ['last_name', 'staff.last_name'],
] as const

/** Add a sales person (id null) or edit one; terminate and reinstate (spec 3, 4). */
export function StaffEdit({ id }: { id: number | null }) {
  const router = useRouter()
  const existing = useRequest(id === null ? null : (signal) => getStaff(id, { signal }), [id])
  const [staff, setStaff] = useState<Staff>()
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<'first_name' | 'email', string>>>({})
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!existing.data) return
    setStaff(existing.data)
    setForm(formOf(existing.data))
  }, [existing.data])

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }))

  async function save(event: FormEvent) {
    event.preventDefault()
    const found = {
      first_name: form.first_name.trim() ? undefined : t('staff.first_name_required'),
      email: form.email.trim() ? emailError(form.email) : undefined,
    }
    setErrors(found)
    if (found.first_name || found.email) return
    const input: StaffPayload = { ...form, email: form.email.trim(), tags: tagsFromText(form.tags) }
    setSaving(true)
    try {
      if (id === null) {
        await createStaff(input)
        showToast(t('staff.created'), 'success')
        await router.navigate({ to: '/hr/staff' })
        return
      }
      const answer = await updateStaff(id, input)
      setStaff(answer.staff)
      setForm(formOf(answer.staff))
      showToast(t('common.saved'), 'success')
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false)
    }
  }

  async function act(action: 'terminate' | 'reinstate') {
    if (id === null) return
    try {
      const answer = await staffAction(id, action)
      setStaff(answer.staff)
      showToast(t(action === 'terminate' ? 'staff.terminated' : 'staff.active'), 'success')
    } catch {
      // Shown by the client.
    }
  }

  const loading = id !== null && !staff
  const fullName = staff ? `${staff.first_name} ${staff.last_name}`.trim() : ''
  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={staff ? fullName : t('staff.new_title')}
        {...(staff?.terminated
          ? {
              description: t('staff.terminated_on', {
                date: new Date(staff.terminated).toLocaleDateString(),
              }),
            }
          : {})}
        actions={
          <>
            <Button asChild variant="soft" color="gray">
              <Link to="/hr/staff">
                <ArrowLeftIcon />
                {t('common.back')}
              </Link>
            </Button>
            {staff?.status === 'active' && (
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="soft" color="red">
                    {t('staff.terminate')}
                  </Button>
                }
                title={t('staff.terminate')}
                body={t('staff.terminate_confirm', { name: fullName })}
                confirm={t('staff.terminate')}
                onConfirm={() => void act('terminate')}
              />
            )}
            {staff?.status === 'terminated' && (
              <Button type="button" variant="soft" color="green" onClick={() => void act('reinstate')}>
                {t('staff.reinstate')}
              </Button>
            )}
            <Button type="submit" loading={saving} disabled={loading}>
              {t('common.save')}
            </Button>
          </>
        }
      />
      <Skeleton loading={loading}>
        <Card size="3">
          {staff && (
            <Flex mb="4" gap="2" align="center">
              <Text size="2" weight="medium">
                {t('staff.status')}
              </Text>
              <StaffStatusBadge status={staff.status} />
            </Flex>
          )}
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {TEXT_FIELDS.map(([key, label]) => (
              <Field
                key={key}
                label={t(label)}
                htmlFor={key}
                error={key === 'first_name' ? errors.first_name : undefined}
              >
                <TextField.Root
                  id={key}
                  value={form[key]}
                  autoFocus={id === null && key === 'title'}
                  onChange={(e) => set(key, e.target.value)}
                />
              </Field>
            ))}
            <Field label={t('staff.display_name')} htmlFor="display_name" hint={t('staff.display_name_hint')}>
              <TextField.Root
                id="display_name"
                value={form.display_name}
                onChange={(e) => set('display_name', e.target.value)}
              />
            </Field>
            <Field label={t('staff.email')} htmlFor="email" error={errors.email}>
              <TextField.Root
                id="email"
                type="email"
                value={form.email}
                onChange={(e) => set('email', e.target.value)}
              />
            </Field>
            <Field label={t('staff.pos_code')} htmlFor="pos_code" hint={t('staff.pos_code_hint')}>
              <TextField.Root
                id="pos_code"
                value={form.pos_code}
                onChange={(e) => set('pos_code', e.target.value)}
              />
            </Field>
            <Field label={t('staff.tags')} htmlFor="staff-tags" hint={t('products.tags_hint')}>
              <TextField.Root
                id="staff-tags"
                value={form.tags}
                onChange={(e) => set('tags', e.target.value)}
              />
            </Field>
            <Field label={t('staff.unlinked_returns')} htmlFor="unlinked_returns">
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Switch
                    id="unlinked_returns"
                    checked={form.unlinked_returns}
                    onCheckedChange={(checked) => set('unlinked_returns', checked)}
                  />
                  {t('staff.unlinked_returns_label')}
                </Flex>
              </Text>
            </Field>
          </Grid>
        </Card>
      </Skeleton>
    </form>
  )
}
