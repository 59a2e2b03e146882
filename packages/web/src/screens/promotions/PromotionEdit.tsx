import {
  PROMOTION_DISCOUNT_TYPES,
  type PromotionDiscountType,
  type PromotionPayload,
  PromotionPayloadSchema,
  type PromotionStatus,
  parseMoneyText,
  parseWith,
} from '@pos/core'
import { Badge, Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { Field } from '../../components/Field.tsx'
import {
  DeleteAction,
  EditActions,
  LabelledSwitch,
  SelectField,
  TextInputField,
} from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useEditSave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { type MessageKey, t, tn } from '../../i18n/index.ts'
import { moneyText, tagsFromText } from '../catalog/catalog-api.ts'
import { ProductPicker } from './ProductPicker.tsx'
import { type PromotionRecord, promotions } from './promotions-api.ts'

const STATUS_COLORS = { active: 'green', scheduled: 'blue', expired: 'gray' } as const

function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="soft" radius="full">
      {t(`promotions.status_${status}`)}
    </Badge>
  )
}

const COUNT_FIELDS = [
  ['minimum_item_quantity', 'promotions.minimum_item_quantity', 'promotions.zero_none'],
  ['maximum_item_quantity', 'promotions.maximum_item_quantity', 'promotions.zero_unlimited'],
  ['order_quantity', 'promotions.order_quantity', 'promotions.zero_none'],
] as const
const LIMIT_FIELDS = [
  ['limit_usage', 'promotions.limit_usage', 'promotions.zero_unlimited'],
  ['limit_customer_usage', 'promotions.limit_customer_usage', 'promotions.zero_unlimited'],
  ['limit_customer_usage_months', 'promotions.limit_customer_usage_months', 'promotions.months_hint'],
] as const
const TEXT_FIELDS = [
  ['option1', 'promotions.option1'],
  ['option2', 'promotions.option2'],
  ['option3', 'promotions.option3'],
] as const
const LIST_FIELDS = [
  ['product_tags', 'promotions.product_tags'],
  ['product_types', 'promotions.product_types'],
  ['product_vendors', 'promotions.product_vendors'],
] as const
type CountKey = (typeof COUNT_FIELDS)[number][0] | (typeof LIMIT_FIELDS)[number][0]
type ListKey = (typeof LIST_FIELDS)[number][0]

/** The form as typed: numbers and lists as text, dates as YYYY-MM-DD. */
type Form = Omit<
  PromotionPayload,
  CountKey | ListKey | 'discount' | 'order_total' | 'from_date' | 'to_date'
> &
  Record<CountKey | ListKey | 'discount' | 'order_total' | 'from_date' | 'to_date', string>

const EMPTY: Form = {
  name: '',
  from_date: '',
  to_date: '',
  minimum_item_quantity: '0',
  maximum_item_quantity: '0',
  order_quantity: '0',
  order_total: '0.00',
  discount: '',
  discount_type: 'percentage',
  product_ids: [],
  option1: '',
  option2: '',
  option3: '',
  code: '',
  product_tags: '',
  product_types: '',
  product_vendors: '',
  product_marked_down: true,
  discount_reason: '',
  customer_required: false,
  customer_loyalty_tier: '',
  limit_usage: '0',
  limit_customer_usage: '0',
  limit_customer_usage_months: '0',
  show_on_pos: true,
}

/** The local day of an instant, as a date input reads it. */
function dateInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function formOf(promotion: PromotionRecord): Form {
  const { id: _id, status: _status, updated: _updated, used_times: _used, ...fields } = promotion
  const counts = Object.fromEntries(
    [...COUNT_FIELDS, ...LIMIT_FIELDS].map(([key]) => [key, String(promotion[key])]),
  ) as Record<CountKey, string>
  const lists = Object.fromEntries(LIST_FIELDS.map(([key]) => [key, promotion[key].join(', ')])) as Record<
    ListKey,
    string
  >
  return {
    ...fields,
    ...counts,
    ...lists,
    from_date: dateInput(promotion.from_date),
    to_date: dateInput(promotion.to_date),
    order_total: moneyText(promotion.order_total),
    discount:
      promotion.discount_type === 'percentage' ? String(promotion.discount) : moneyText(promotion.discount),
    product_ids: [...promotion.product_ids],
  }
}

type Errors = Partial<Record<string, string>>

/** The payload of the form, or the errors by field (numbers and money first, then core's schema). */
function payloadOf(form: Form): { payload: PromotionPayload } | { errors: Errors } {
  const errors: Errors = {}
  const number = (key: CountKey) => {
    const text = form[key].trim()
    if (!/^\d{1,9}$/.test(text)) errors[key] = t('promotions.number_error')
    return Number(text)
  }
  const money = (key: 'order_total' | 'discount') => {
    const cents = parseMoneyText(form[key])
    if (cents === undefined) errors[key] = t('promotions.money_error')
    return cents ?? 0
  }
  const discountText = form.discount.trim()
  const discount =
    form.discount_type === 'percentage'
      ? discountText === '' || Number.isNaN(Number(discountText))
        ? Number.NaN
        : Number(discountText)
      : money('discount')
  if (Number.isNaN(discount)) errors.discount = t('promotions.number_error')
  const input = {
    ...form,
    ...Object.fromEntries([...COUNT_FIELDS, ...LIMIT_FIELDS].map(([key]) => [key, number(key)])),
    ...Object.fromEntries(LIST_FIELDS.map(([key]) => [key, tagsFromText(form[key])])),
    // Dates are the store's local days; the end date is inclusive (the promotion runs to the end of it).
    from_date: form.from_date ? new Date(`${form.from_date}T00:00:00`).toISOString() : null,
    to_date: form.to_date ? new Date(`${form.to_date}T23:59:59.999`).toISOString() : null,
    order_total: money('order_total'),
    discount,
  }
  if (Object.keys(errors).length > 0) return { errors }
  const parsed = parseWith(PromotionPayloadSchema, input)
  if (parsed.ok) return { payload: parsed.value }
  for (const issue of parsed.error.issues) errors[issue.path.split('.')[0] || 'form'] ??= issue.message
  return { errors }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="3">
      <Heading as="h2" size="3" mb="4">
        {title}
      </Heading>
      <Grid columns={{ initial: '1', sm: '3' }} gap="4">
        {children}
      </Grid>
    </Card>
  )
}

/** Add a promotion (id null) or edit one (spec 2 /sales/promotions/new, /{id}); delete. */
export function PromotionEdit({ id }: { id: number | null }) {
  const router = useRouter()
  const existing = useRequest(id === null ? null : (signal) => promotions.get(id, { signal }), [id])
  const [promotion, setPromotion] = useState<PromotionRecord>()
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const { saving, saveRecord } = useEditSave()

  useEffect(() => {
    if (!existing.data) return
    setPromotion(existing.data)
    setForm(formOf(existing.data))
  }, [existing.data])

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => (current[key] === undefined ? current : { ...current, [key]: undefined }))
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const result = payloadOf(form)
    if ('errors' in result) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    await saveRecord(id, {
      create: () => promotions.create(result.payload),
      created: t('promotions.created'),
      thenLeave: () => router.navigate({ to: '/sales/promotions' }),
      update: async (id) => {
        const answer = await promotions.update(id, result.payload)
        setPromotion(answer)
        setForm(formOf(answer))
      },
    })
  }

  const loading = id !== null && !promotion
  const percentage = form.discount_type === 'percentage'
  const textField = (key: keyof Form & string, label: MessageKey, hint?: MessageKey) => (
    <TextInputField
      key={key}
      id={key}
      label={t(label)}
      error={errors[key]}
      hint={hint ? t(hint) : undefined}
      value={form[key] as string}
      onChange={(value) => set(key, value as never)}
    />
  )
  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={promotion ? promotion.name : t('promotions.new_title')}
        {...(promotion ? { description: tn('promotions.used_times', promotion.used_times) } : {})}
        actions={
          <EditActions back="/sales/promotions" saving={saving} loading={loading}>
            {promotion && id !== null && (
              <DeleteAction
                label={t('promotions.delete')}
                body={t('promotions.delete_confirm', { name: promotion.name })}
                remove={() => promotions.remove(id)}
                deleted={t('promotions.deleted')}
                leave={() => router.navigate({ to: '/sales/promotions' })}
              />
            )}
          </EditActions>
        }
      />
      <Skeleton loading={loading}>
        <Flex direction="column" gap="4">
          <Card size="3">
            {promotion && (
              <Flex mb="4" gap="2" align="center">
                <Text size="2" weight="medium">
                  {t('promotions.status')}
                </Text>
                <PromotionStatusBadge status={promotion.status} />
              </Flex>
            )}
            {errors.form && (
              <Text as="p" size="2" color="red" role="alert" mb="3">
                {errors.form}
              </Text>
            )}
            <Grid columns={{ initial: '1', sm: '3' }} gap="4">
              <TextInputField
                id="name"
                label={t('promotions.name')}
                error={errors.name}
                value={form.name}
                autoFocus={id === null}
                onChange={(value) => set('name', value)}
              />
              <TextInputField
                id="from_date"
                label={t('promotions.from_date')}
                error={errors.from_date}
                hint={t('promotions.dates_hint')}
                type="date"
                value={form.from_date}
                onChange={(value) => set('from_date', value)}
              />
              <TextInputField
                id="to_date"
                label={t('promotions.to_date')}
                error={errors.to_date}
                type="date"
                value={form.to_date}
                onChange={(value) => set('to_date', value)}
              />
              <SelectField
                id="discount_type"
                label={t('promotions.discount_type')}
                value={form.discount_type}
                options={Object.values(PROMOTION_DISCOUNT_TYPES).map((type) => ({
                  value: type,
                  label: t(`promotions.type_${type}`),
                }))}
                onChange={(value) => set('discount_type', value as PromotionDiscountType)}
              />
              {textField(
                'discount',
                'promotions.discount',
                percentage ? 'promotions.discount_percent_hint' : 'promotions.discount_money_hint',
              )}
              {textField('code', 'promotions.code', 'promotions.code_hint')}
            </Grid>
          </Card>
          <Section title={t('promotions.requirements')}>
            {COUNT_FIELDS.map(([key, label, hint]) => textField(key, label, hint))}
            {textField('order_total', 'promotions.order_total', 'promotions.zero_none')}
          </Section>
          <Card size="3">
            <Heading as="h2" size="3" mb="4">
              {t('promotions.products')}
            </Heading>
            <Field
              label={t('promotions.products')}
              htmlFor="product-search"
              error={errors.product_ids}
              hint={t(
                form.product_ids.length > 0 ? 'promotions.products_chosen_hint' : 'promotions.products_hint',
              )}
            >
              <ProductPicker
                id="product-search"
                value={form.product_ids}
                onChange={(ids) => set('product_ids', ids)}
              />
            </Field>
            <Grid columns={{ initial: '1', sm: '3' }} gap="4" mt="4">
              {TEXT_FIELDS.map(([key, label]) => textField(key, label))}
              {LIST_FIELDS.map(([key, label]) => textField(key, label, 'promotions.list_hint'))}
              <LabelledSwitch
                id="product_marked_down"
                label={t('promotions.product_marked_down')}
                checked={form.product_marked_down}
                onChange={(checked) => set('product_marked_down', checked)}
              />
            </Grid>
          </Card>
          <Section title={t('promotions.customer')}>
            {textField('discount_reason', 'promotions.discount_reason')}
            {textField('customer_loyalty_tier', 'promotions.customer_loyalty_tier')}
            <Flex direction="column" gap="3" justify="center">
              <LabelledSwitch
                id="customer_required"
                label={t('promotions.customer_required')}
                checked={form.customer_required}
                onChange={(checked) => set('customer_required', checked)}
              />
              <LabelledSwitch
                id="show_on_pos"
                label={t('promotions.show_on_pos')}
                checked={form.show_on_pos}
                onChange={(checked) => set('show_on_pos', checked)}
              />
            </Flex>
            {LIMIT_FIELDS.map(([key, label, hint]) => textField(key, label, hint))}
          </Section>
        </Flex>
      </Skeleton>
    </form>
  )
}
