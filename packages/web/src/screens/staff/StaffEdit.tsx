import type { StaffPayload } from '@pos/core'
import { Button, Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { Field } from '../../components/Field.tsx'
import { ConfirmedAction, EditActions, LabelledSwitch, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDate } from '../../format/dates.ts'
import { useEditSave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { tagsFromText } from '../catalog/catalog-api.ts'
import { CustomFieldInputs } from '../custom-fields/CustomFieldInputs.tsx'
import { useCustomForm } from '../custom-fields/use-custom-form.ts'
import { emailError } from '../sessions/validation.ts'
import { StaffStatusBadge } from './StaffList.tsx'
import { type Staff, staff as staffClient } from './staff-api.ts'

type Form = Omit<StaffPayload, 'tags' | 'custom'> & { tags: string }

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
  const {
    id: _id,
    status: _status,
    terminated: _terminated,
    created: _c,
    updated: _u,
    tags,
    custom: _custom,
    ...fields
  } = staff
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
  const existing = useRequest(id === null ? null : (signal) => staffClient.get(id, { signal }), [id])
  const [staff, setStaff] = useState<Staff>()
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<'first_name' | 'email', string>>>({})
  const { saving, saveRecord } = useEditSave()
  const custom = useCustomForm('staff', staff?.custom)

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
    const input: StaffPayload = {
      ...form,
      email: form.email.trim(),
      tags: tagsFromText(form.tags),
      ...custom.body(),
    }
    custom.clearErrors()
    await saveRecord(id, {
      create: () => staffClient.create(input),
      created: t('staff.created'),
      thenLeave: () => router.navigate({ to: '/hr/staff' }),
      update: async (id) => {
        try {
          const saved = await staffClient.update(id, input)
          setStaff(saved)
          setForm(formOf(saved))
        } catch (error) {
          custom.showRefusal(error)
          throw error
        }
      },
    })
  }

  async function act(action: 'terminate' | 'reinstate') {
    if (id === null) return
    try {
      setStaff(await staffClient.act(id, action))
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
                date: formatDate(staff.terminated),
              }),
            }
          : {})}
        actions={
          <EditActions back="/hr/staff" saving={saving} loading={loading}>
            {staff?.status === 'active' && (
              <ConfirmedAction
                label={t('staff.terminate')}
                body={t('staff.terminate_confirm', { name: fullName })}
                onConfirm={() => void act('terminate')}
              />
            )}
            {staff?.status === 'terminated' && (
              <Button type="button" variant="soft" color="green" onClick={() => void act('reinstate')}>
                {t('staff.reinstate')}
              </Button>
            )}
          </EditActions>
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
              <TextInputField
                key={key}
                id={key}
                label={t(label)}
                error={key === 'first_name' ? errors.first_name : undefined}
                value={form[key]}
                autoFocus={id === null && key === 'title'}
                onChange={(value) => set(key, value)}
              />
            ))}
            <TextInputField
              id="display_name"
              label={t('staff.display_name')}
              hint={t('staff.display_name_hint')}
              value={form.display_name}
              onChange={(value) => set('display_name', value)}
            />
            <TextInputField
              id="email"
              label={t('staff.email')}
              error={errors.email}
              type="email"
              value={form.email}
              onChange={(value) => set('email', value)}
            />
            <TextInputField
              id="pos_code"
              label={t('staff.pos_code')}
              hint={t('staff.pos_code_hint')}
              value={form.pos_code}
              onChange={(value) => set('pos_code', value)}
            />
            <TextInputField
              id="staff-tags"
              label={t('staff.tags')}
              hint={t('products.tags_hint')}
              value={form.tags}
              onChange={(value) => set('tags', value)}
            />
            <Field label={t('staff.unlinked_returns')} htmlFor="unlinked_returns">
              <LabelledSwitch
                id="unlinked_returns"
                label={t('staff.unlinked_returns_label')}
                checked={form.unlinked_returns}
                onChange={(checked) => set('unlinked_returns', checked)}
              />
            </Field>
          </Grid>
          <CustomFieldInputs {...custom.inputs} />
        </Card>
      </Skeleton>
    </form>
  )
}
