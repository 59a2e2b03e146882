import {
  AU_TAX,
  computeTotals,
  minor,
  type RegisterTemplatePayload,
  receiptDocument,
  type Sale,
} from '@pos/core'
import { Box, Card, Flex, Grid, Heading, TextArea } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { Field } from '../../components/Field.tsx'
import { EditActions, LabelledSwitch, SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useEditSave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { ReceiptView } from '../../register/receipt/ReceiptView.tsx'
import { registerTemplates } from './setup-api.ts'

const EMPTY: RegisterTemplatePayload = {
  name: '',
  receipt_logo: null,
  receipt_header: '',
  receipt_title: 'TAX INVOICE',
  receipt_footer: 'Thank you',
  receipt_show_store_address: true,
  receipt_show_served_by: true,
  receipt_served_by_text: '',
  receipt_subtotal_text: '',
  receipt_line_details: 1,
}

/** A sample sale for the preview: two lines, card payment. */
const SAMPLE: Sale = {
  id: 'preview',
  receipt_number: 'R1-000042',
  created: '2026-03-14T02:30:00Z',
  currency: 'AUD',
  lines: [
    {
      id: '1',
      item: { sku: 'TEE-BLK-M', name: 'Organic tee Black M' },
      product: { name: 'Organic tee' },
      item_id: '1',
      quantity: 2,
      item_price: minor(3500),
      tax_percent: 10,
      item_discount: minor(0),
      item_loyalty: 0,
      total_tax: minor(636),
    },
    {
      id: '2',
      item: { sku: 'CAP-01', name: 'Canvas cap' },
      product: { name: 'Canvas cap' },
      item_id: '2',
      quantity: 1,
      item_price: minor(2495),
      tax_percent: 10,
      item_discount: minor(0),
      item_loyalty: 0,
      total_tax: minor(227),
    },
  ],
  payments: [
    {
      payment_method: '2',
      amount: minor(9495),
      processor: 'linkly',
      name: 'Card',
      processed: true,
      date: '2026-03-14T02:30:00Z',
    },
  ],
  customer_id: null,
  shipping: null,
  promo_codes: [],
  total_loyalty: minor(0),
  total_loyalty_points: 0,
  employee: { display_name: 'Sam P.' },
  fulfillments: [],
  gift_receipt: false,
  payment_recovery: null,
}
const SAMPLE_STORE = {
  name: 'Sydney CBD',
  address: {
    address1: '1 George St',
    address2: '',
    city: 'Sydney',
    province_code: 'NSW',
    zip: '2000',
    country: 'AU',
  },
}

const TEXTS = [
  ['receipt_title', 'template.title_field'],
  ['receipt_served_by_text', 'template.served_by_text'],
  ['receipt_subtotal_text', 'template.subtotal_text'],
] as const

/** /register/register-template/new and /{id}: every receipt field of spec 3, with a live receipt preview. */
export function TemplateEdit({ id }: { id: number | null }) {
  const router = useRouter()
  const existing = useRequest(id === null ? null : (signal) => registerTemplates.get(id, { signal }), [id])
  const [form, setForm] = useState<RegisterTemplatePayload>(EMPTY)
  const [error, setError] = useState<string>()
  const { saving, saveRecord } = useEditSave()

  useEffect(() => {
    if (!existing.data) return
    const { id: _id, created: _c, updated: _u, ...fields } = existing.data
    setForm({ ...EMPTY, ...fields })
  }, [existing.data])

  const set = <K extends keyof RegisterTemplatePayload>(key: K, value: RegisterTemplatePayload[K]) =>
    setForm((current) => ({ ...current, [key]: value }))

  const preview = useMemo(
    () =>
      receiptDocument(
        SAMPLE,
        computeTotals(SAMPLE, AU_TAX),
        { ...form, receipt_logo: form.receipt_logo || null },
        SAMPLE_STORE,
        { utcOffsetMinutes: 660 },
      ),
    [form],
  )

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!form.name.trim()) {
      setError(t('template.name_required'))
      return
    }
    setError(undefined)
    const body = { ...form, receipt_logo: form.receipt_logo || null }
    await saveRecord(id, {
      create: () => registerTemplates.create(body),
      created: t('template.created'),
      thenLeave: () => router.navigate({ to: '/register/stores' }),
      update: async (templateId) => {
        await registerTemplates.update(templateId, body)
      },
    })
  }

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={id === null ? t('template.new_title') : form.name || t('stores.templates')}
        actions={<EditActions back="/register/stores" saving={saving} loading={false} />}
      />
      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="5" align="start">
        <Card size="3">
          <Flex direction="column" gap="4">
            <TextInputField
              id="template-name"
              label={t('template.name')}
              value={form.name}
              onChange={(text) => set('name', text)}
              error={error}
            />
            <TextInputField
              id="template-logo"
              label={t('template.logo')}
              value={form.receipt_logo ?? ''}
              placeholder="https://"
              onChange={(text) => set('receipt_logo', text)}
            />
            <Field label={t('template.header')} htmlFor="template-header">
              <TextArea
                id="template-header"
                value={form.receipt_header}
                onChange={(e) => set('receipt_header', e.target.value)}
              />
            </Field>
            {TEXTS.map(([key, label]) => (
              <TextInputField
                key={key}
                id={`template-${key}`}
                label={t(label)}
                value={form[key]}
                onChange={(value) => set(key, value)}
              />
            ))}
            <Field label={t('template.footer')} htmlFor="template-footer">
              <TextArea
                id="template-footer"
                value={form.receipt_footer}
                onChange={(e) => set('receipt_footer', e.target.value)}
              />
            </Field>
            <SelectField
              id="template-details"
              label={t('template.line_details')}
              value={String(form.receipt_line_details)}
              options={([0, 1, 2] as const).map((value) => ({
                value: String(value),
                label: t(`template.line_details.${value}`),
              }))}
              onChange={(value) => set('receipt_line_details', Number(value) as 0 | 1 | 2)}
            />
            <LabelledSwitch
              label={t('template.show_address')}
              checked={form.receipt_show_store_address}
              onChange={(value) => set('receipt_show_store_address', value)}
            />
            <LabelledSwitch
              label={t('template.show_served_by')}
              checked={form.receipt_show_served_by}
              onChange={(value) => set('receipt_show_served_by', value)}
            />
          </Flex>
        </Card>
        <Box>
          <Heading as="h2" size="3" mb="2">
            {t('template.preview')}
          </Heading>
          <ReceiptView receipt={preview} testId="template-preview" />
        </Box>
      </Grid>
    </form>
  )
}
