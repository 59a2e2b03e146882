import type { ProductDetail } from '@pos/core'
import {
  type CustomField,
  type ItemOptions,
  type ItemPayload,
  MAX_OPTIONS,
  missingCombinations,
  optionNames,
  type ProductOption,
  parseMoneyText,
} from '@pos/core'
import { ArrowRightIcon, TrashIcon } from '@radix-ui/react-icons'
import {
  Button,
  Card,
  Flex,
  Grid,
  IconButton,
  Select,
  Skeleton,
  Table,
  Tabs,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes'
import { Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { Field } from '../../components/Field.tsx'
import { ConfirmedAction, EditActions, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { deleteAndLeave, useEditSave } from '../../hooks/use-edit-save.ts'
import { useHistoryTab } from '../../hooks/use-history-tab.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t, tn } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import {
  CustomFieldInputs,
  type CustomFormValues,
  customBody,
  customFormValues,
  useCustomFields,
} from '../custom-fields/CustomFieldInputs.tsx'
import {
  createProduct,
  deleteProduct,
  getProduct,
  listOptionTemplates,
  moneyText,
  type ProductInput,
  tagsFromText,
  updateProduct,
} from './catalog-api.ts'
import { ProductPrices } from './ProductPrices.tsx'

type OptionRow = { name: string; values: string }
type ItemRow = ItemPayload & { key: string }

type Form = {
  style: string
  name: string
  vendor: string
  type: string
  description: string
  tags: string
  view: '' | 'Gift Card'
  cost: string
  retail: string
  weight: string
  tax: string
  images: string
  options: OptionRow[]
  items: ItemRow[]
  /** The company's custom fields for products (/admin/custom-fields). */
  custom: CustomFormValues
}

const EMPTY_OPTIONS: OptionRow[] = Array.from({ length: MAX_OPTIONS }, () => ({ name: '', values: '' }))

const EMPTY: Form = {
  style: '',
  name: '',
  vendor: '',
  type: '',
  description: '',
  tags: '',
  view: '',
  cost: '0.00',
  retail: '0.00',
  weight: '0',
  tax: '10',
  images: '',
  options: EMPTY_OPTIONS,
  items: [],
  custom: {},
}

let keys = 0
function withKey(item: ItemPayload): ItemRow {
  keys += 1
  return { ...item, key: `item-${keys}` }
}

function formOf(product: ProductDetail, fields: readonly CustomField[]): Form {
  const values = (index: number) => {
    const key = `option${index + 1}` as 'option1' | 'option2' | 'option3'
    return [...new Set(product.items.map((item) => item[key]).filter(Boolean))].join(', ')
  }
  return {
    style: product.style,
    name: product.name,
    vendor: product.vendor,
    type: product.type,
    description: product.description,
    tags: product.tags.join(', '),
    view: product.view === 'Gift Card' ? 'Gift Card' : '',
    cost: moneyText(product.cost_price),
    retail: moneyText(product.retail_price),
    weight: String(product.weight_grams),
    tax: String(product.tax_percent),
    images: product.images.join('\n'),
    options: EMPTY_OPTIONS.map((_, index) => ({
      name: product.option_names[index] ?? '',
      values: values(index),
    })),
    custom: customFormValues(fields, product.metadata?.custom),
    items: product.items.map((item) =>
      withKey({
        id: item.id,
        option1: item.option1,
        option2: item.option2,
        option3: item.option3,
        sku: item.sku,
        barcode: item.barcode,
      }),
    ),
  }
}

function productOptions(rows: OptionRow[]): ProductOption[] {
  return rows.map((row) => ({ name: row.name, values: row.values.split(',') }))
}

type Errors = Partial<Record<'name' | 'cost' | 'retail', string>>

/** Create a product (id null) or edit one: details, options generating items, prices, cost history. */
export function ProductEdit({ id }: { id: number | null }) {
  const router = useRouter()
  const { company } = useMe()
  const existing = useRequest(id === null ? null : (signal) => getProduct(id, { signal }), [id])
  const templates = useRequest((signal) => listOptionTemplates({ signal }), [])
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const { saving, saveRecord } = useEditSave()
  const customFields = useCustomFields('products')
  const [tab, setTab] = useHistoryTab<'details' | 'items' | 'prices' | 'costs'>('product-edit', 'details')

  useEffect(() => {
    if (existing.data) setForm(formOf(existing.data, customFields))
  }, [existing.data, customFields])

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }))
  const setOption = (index: number, change: Partial<OptionRow>) =>
    set(
      'options',
      form.options.map((row, at) => (at === index ? { ...row, ...change } : row)),
    )
  const setItem = (key: string, change: Partial<ItemPayload>) =>
    set(
      'items',
      form.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    )

  function applyTemplate(templateId: string) {
    const template = templates.data?.find((entry) => String(entry.id) === templateId)
    if (!template) return
    set(
      'options',
      EMPTY_OPTIONS.map((_, index) => ({
        name: template.options[index]?.name ?? '',
        values: template.options[index]?.values.join(', ') ?? '',
      })),
    )
  }

  function generate() {
    const options = productOptions(form.options)
    const missing: ItemOptions[] = missingCombinations(options, form.items)
    const hasOptions = optionNames(options).length > 0
    const added = hasOptions || form.items.length === 0 ? missing : []
    if (added.length === 0) {
      showToast(t('products.nothing_to_generate'), 'info')
      return
    }
    set('items', [...form.items, ...added.map((combo) => withKey({ ...combo, sku: '', barcode: '' }))])
    showToast(tn('products.generated', added.length), 'success')
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const cost = parseMoneyText(form.cost)
    const retail = parseMoneyText(form.retail)
    const found: Errors = {
      name: form.name.trim() ? undefined : t('error.required'),
      cost: cost === undefined ? t('products.bad_money') : undefined,
      retail: retail === undefined ? t('products.bad_money') : undefined,
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      setTab('details')
      return
    }
    const input: ProductInput = {
      style: form.style.trim(),
      name: form.name.trim(),
      vendor: form.vendor.trim(),
      type: form.type.trim(),
      description: form.description,
      tags: tagsFromText(form.tags),
      view: form.view,
      cost_price: cost ?? 0,
      retail_price: retail ?? 0,
      weight_grams: Number(form.weight) || 0,
      tax_percent: Number(form.tax) || 0,
      images: form.images
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      option_names: optionNames(productOptions(form.options)),
      items: form.items.map(({ key: _key, ...item }) => item),
      ...(customFields.length > 0
        ? { custom: customBody(customFields, form.custom) as ProductInput['custom'] }
        : {}),
    }
    await saveRecord(id, {
      create: () => createProduct(input),
      created: t('products.created'),
      thenLeave: (created) =>
        router.navigate({ to: '/product/products/$id', params: { id: String(created.product.id) } }),
      update: async (id) => {
        const updated = await updateProduct(id, input)
        setForm(formOf(updated.product, customFields))
        existing.reload()
      },
    })
  }

  async function remove() {
    if (id === null) return
    await deleteAndLeave(
      () => deleteProduct(id),
      t('products.deleted'),
      () => router.navigate({ to: '/product/products' }),
    )
  }

  const loading = id !== null && !existing.data
  const optionCount = optionNames(productOptions(form.options)).length
  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={existing.data ? existing.data.name : t('products.new_title')}
        {...(existing.data ? { description: `${t('products.style')} ${existing.data.style}` } : {})}
        actions={
          <EditActions back="/product/products" saving={saving} loading={loading}>
            {id !== null && (
              <ConfirmedAction
                label={t('common.delete')}
                icon={<TrashIcon />}
                body={t('products.delete_confirm')}
                onConfirm={() => void remove()}
              />
            )}
          </EditActions>
        }
      />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
        <Tabs.List>
          <Tabs.Trigger value="details">{t('products.tab_details')}</Tabs.Trigger>
          <Tabs.Trigger value="items">{t('products.tab_items')}</Tabs.Trigger>
          <Tabs.Trigger value="prices">{t('products.tab_prices')}</Tabs.Trigger>
          <Tabs.Trigger value="costs">{t('products.tab_costs')}</Tabs.Trigger>
        </Tabs.List>
        <Skeleton loading={loading}>
          <Card size="3" mt="4">
            <Tabs.Content value="details">
              <Grid columns={{ initial: '1', sm: '2' }} gap="4">
                <TextInputField
                  id="name"
                  label={t('products.name')}
                  error={errors.name}
                  value={form.name}
                  autoFocus={id === null}
                  onChange={(value) => set('name', value)}
                  aria-invalid={Boolean(errors.name)}
                />
                <TextInputField
                  id="style"
                  label={t('products.style')}
                  hint={t('products.style_hint')}
                  value={form.style}
                  onChange={(value) => set('style', value)}
                />
                <TextInputField
                  id="vendor"
                  label={t('products.vendor')}
                  value={form.vendor}
                  onChange={(value) => set('vendor', value)}
                />
                <TextInputField
                  id="type"
                  label={t('products.type')}
                  value={form.type}
                  onChange={(value) => set('type', value)}
                />
                <TextInputField
                  id="retail"
                  label={t('products.retail_price')}
                  error={errors.retail}
                  inputMode="decimal"
                  value={form.retail}
                  onChange={(value) => set('retail', value)}
                  aria-invalid={Boolean(errors.retail)}
                >
                  <TextField.Slot>$</TextField.Slot>
                </TextInputField>
                <TextInputField
                  id="cost"
                  label={t('products.cost_price')}
                  error={errors.cost}
                  inputMode="decimal"
                  value={form.cost}
                  onChange={(value) => set('cost', value)}
                  aria-invalid={Boolean(errors.cost)}
                >
                  <TextField.Slot>$</TextField.Slot>
                </TextInputField>
                <TextInputField
                  id="tax"
                  label={t('products.tax_rate')}
                  inputMode="decimal"
                  value={form.tax}
                  onChange={(value) => set('tax', value)}
                />
                <TextInputField
                  id="weight"
                  label={t('products.weight')}
                  inputMode="numeric"
                  value={form.weight}
                  onChange={(value) => set('weight', value)}
                />
                <Field label={t('products.view')} htmlFor="view">
                  <Select.Root
                    value={form.view === '' ? 'standard' : 'gift_card'}
                    onValueChange={(value) => set('view', value === 'gift_card' ? 'Gift Card' : '')}
                  >
                    <Select.Trigger id="view" />
                    <Select.Content>
                      <Select.Item value="standard">{t('products.view_standard')}</Select.Item>
                      <Select.Item value="gift_card">{t('products.view_gift_card')}</Select.Item>
                    </Select.Content>
                  </Select.Root>
                </Field>
                <TextInputField
                  id="tags"
                  label={t('products.tags')}
                  hint={t('products.tags_hint')}
                  value={form.tags}
                  onChange={(value) => set('tags', value)}
                />
                <Field label={t('products.description')} htmlFor="description">
                  <TextArea
                    id="description"
                    rows={4}
                    value={form.description}
                    onChange={(e) => set('description', e.target.value)}
                  />
                </Field>
                <Field label={t('products.images')} htmlFor="images" hint={t('products.images_hint')}>
                  <TextArea
                    id="images"
                    rows={4}
                    value={form.images}
                    onChange={(e) => set('images', e.target.value)}
                  />
                </Field>
              </Grid>
              <CustomFieldInputs
                fields={customFields}
                values={form.custom}
                onChange={(values) => set('custom', values)}
              />
            </Tabs.Content>
            <Tabs.Content value="items">
              <Flex direction="column" gap="4">
                {(templates.data?.length ?? 0) > 0 && (
                  <Field label={t('products.template')} htmlFor="template">
                    <Select.Root onValueChange={applyTemplate}>
                      <Select.Trigger
                        id="template"
                        placeholder={t('products.template')}
                        style={{ maxWidth: 320 }}
                      />
                      <Select.Content>
                        {templates.data?.map((template) => (
                          <Select.Item key={template.id} value={String(template.id)}>
                            {template.name}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  </Field>
                )}
                {form.options.map((option, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the three option slots are fixed
                  <Grid key={index} columns={{ initial: '1', sm: '1fr 2fr' }} gap="3">
                    <Field
                      label={t('products.option_name', { number: index + 1 })}
                      htmlFor={`option-name-${index}`}
                    >
                      <TextField.Root
                        id={`option-name-${index}`}
                        value={option.name}
                        onChange={(e) => setOption(index, { name: e.target.value })}
                      />
                    </Field>
                    <Field
                      label={t('products.option_values', { number: index + 1 })}
                      htmlFor={`option-values-${index}`}
                      hint={t('products.option_values_hint')}
                    >
                      <TextField.Root
                        id={`option-values-${index}`}
                        value={option.values}
                        onChange={(e) => setOption(index, { values: e.target.value })}
                      />
                    </Field>
                  </Grid>
                ))}
                <Flex>
                  <Button type="button" variant="soft" onClick={generate}>
                    {t('products.generate')}
                  </Button>
                </Flex>
                {form.items.length === 0 ? (
                  <Text color="gray" size="2">
                    {t('products.no_items')}
                  </Text>
                ) : (
                  <Table.Root variant="surface" aria-label={t('products.items')}>
                    <Table.Header>
                      <Table.Row>
                        {optionNames(productOptions(form.options)).map((name) => (
                          <Table.ColumnHeaderCell key={name}>{name}</Table.ColumnHeaderCell>
                        ))}
                        <Table.ColumnHeaderCell>{t('products.sku')}</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell>{t('products.barcode')}</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell />
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {form.items.map((item) => (
                        <Table.Row key={item.key} align="center">
                          {[item.option1, item.option2, item.option3]
                            .slice(0, optionCount)
                            .map((value, index) => (
                              // biome-ignore lint/suspicious/noArrayIndexKey: option columns are positional
                              <Table.Cell key={index}>{value}</Table.Cell>
                            ))}
                          <Table.Cell>
                            <TextField.Root
                              aria-label={t('products.sku')}
                              placeholder={t('products.auto')}
                              value={item.sku}
                              onChange={(e) => setItem(item.key, { sku: e.target.value })}
                            />
                          </Table.Cell>
                          <Table.Cell>
                            <TextField.Root
                              aria-label={t('products.barcode')}
                              placeholder={t('products.auto')}
                              value={item.barcode}
                              onChange={(e) => setItem(item.key, { barcode: e.target.value })}
                            />
                          </Table.Cell>
                          <Table.Cell justify="end">
                            <Flex gap="3" justify="end" align="center">
                              {item.id !== undefined && id !== null && (
                                <IconButton
                                  asChild
                                  variant="ghost"
                                  aria-label={t('products.open_item', { sku: item.sku })}
                                >
                                  <Link
                                    to="/product/products/$product/$id"
                                    params={{ product: String(id), id: String(item.id) }}
                                  >
                                    <ArrowRightIcon />
                                  </Link>
                                </IconButton>
                              )}
                              <IconButton
                                type="button"
                                variant="ghost"
                                color="red"
                                aria-label={t('products.remove_item')}
                                onClick={() =>
                                  set(
                                    'items',
                                    form.items.filter((entry) => entry.key !== item.key),
                                  )
                                }
                              >
                                <TrashIcon />
                              </IconButton>
                            </Flex>
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
              </Flex>
            </Tabs.Content>
            <Tabs.Content value="prices">
              {existing.data ? (
                <ProductPrices
                  product={existing.data}
                  currency={company.currency}
                  onChange={existing.reload}
                />
              ) : (
                <Text color="gray" size="2">
                  {t('products.save_first')}
                </Text>
              )}
            </Tabs.Content>
            <Tabs.Content value="costs">
              {(existing.data?.cost_history.length ?? 0) === 0 ? (
                <Text color="gray" size="2">
                  {t('products.no_costs')}
                </Text>
              ) : (
                <Table.Root variant="surface">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell>{t('products.date')}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell align="right">
                        {t('products.cost_price')}
                      </Table.ColumnHeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {existing.data?.cost_history.map((entry) => (
                      <Table.Row key={entry.created}>
                        <Table.Cell>{formatDateTime(entry.created)}</Table.Cell>
                        <Table.Cell align="right">
                          {formatMoney(entry.cost_price, company.currency)}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Tabs.Content>
          </Card>
        </Skeleton>
      </Tabs.Root>
    </form>
  )
}
