import type { RegisterEditPayload } from '@pos/core'
import { Card, Grid, Text } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { EditActions, SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useEditSave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { listRegisterTemplates, type RegisterRow, registers, storeWithRegisters } from './setup-api.ts'

const EMPTY: RegisterEditPayload = {
  name: '',
  register_template_id: null,
  printer_type: 'system',
  printer_ip: '',
}
const NO_TEMPLATE = 'none'

/** /register/stores/{id}/new and /register/stores/{id}/{register}: name, template and printer (spec 3). */
export function RegisterEdit({ storeId, registerId }: { storeId: number; registerId: number | null }) {
  const router = useRouter()
  const store = useRequest((signal) => storeWithRegisters(storeId, { signal }), [storeId])
  const templates = useRequest((signal) => listRegisterTemplates({ signal }), [])
  const existing = useRequest(
    registerId === null ? null : (signal) => registers.get(registerId, { signal }),
    [registerId],
  )
  const [form, setForm] = useState<RegisterEditPayload>(EMPTY)
  const [register, setRegister] = useState<RegisterRow>()
  const [errors, setErrors] = useState<Partial<Record<'name' | 'printer_ip', string>>>({})
  const { saving, saveRecord } = useEditSave()

  useEffect(() => {
    if (!existing.data) return
    const { name, register_template_id, printer_type, printer_ip } = existing.data
    setRegister(existing.data)
    setForm({ name, register_template_id, printer_type, printer_ip })
  }, [existing.data])

  async function save(event: FormEvent) {
    event.preventDefault()
    const found = {
      name: form.name.trim() ? undefined : t('register.name_required'),
      printer_ip:
        form.printer_type === 'epson' && !form.printer_ip.trim()
          ? t('register.printer_ip_required')
          : undefined,
    }
    setErrors(found)
    if (found.name || found.printer_ip) return
    await saveRecord(registerId, {
      create: () => registers.create({ ...form, store_id: storeId }),
      created: t('register.created'),
      thenLeave: () => router.navigate({ to: '/register/stores/$id', params: { id: String(storeId) } }),
      update: async (id) => setRegister(await registers.update(id, form)),
    })
  }

  const storeName = store.data?.store.name ?? ''
  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={register ? register.name : t('register.new_title', { store: storeName })}
        {...(register
          ? { description: `${storeName} · ${t('register.prefix')} ${register.receipt_prefix}` }
          : {})}
        actions={
          <EditActions
            back="/register/stores/$id"
            backParams={{ id: String(storeId) }}
            saving={saving}
            loading={false}
          />
        }
      />
      <Card size="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <TextInputField
            id="register-name"
            label={t('register.name')}
            value={form.name}
            onChange={(value) => setForm({ ...form, name: value })}
            error={errors.name}
          />
          <SelectField
            id="register-template"
            label={t('register.template')}
            value={form.register_template_id === null ? NO_TEMPLATE : String(form.register_template_id)}
            options={[
              { value: NO_TEMPLATE, label: t('register.no_template') },
              ...(templates.data ?? []).map((template) => ({
                value: String(template.id),
                label: template.name,
              })),
            ]}
            onChange={(value) =>
              setForm({ ...form, register_template_id: value === NO_TEMPLATE ? null : Number(value) })
            }
          />
          <SelectField
            id="register-printer"
            label={t('register.printer_type')}
            value={form.printer_type}
            options={[
              { value: 'system', label: t('register.printer.system') },
              { value: 'epson', label: t('register.printer.epson') },
            ]}
            onChange={(printer_type) => setForm({ ...form, printer_type })}
          />
          <TextInputField
            id="register-ip"
            label={t('register.printer_ip')}
            value={form.printer_ip}
            placeholder="192.168.1.50"
            disabled={form.printer_type !== 'epson'}
            onChange={(value) => setForm({ ...form, printer_ip: value })}
            error={errors.printer_ip}
          />
        </Grid>
        {register && (
          <Text as="p" size="1" color="gray" mt="3">
            {t('register.prefix')}: {register.receipt_prefix}
          </Text>
        )}
      </Card>
    </form>
  )
}
