import type { ProductDetail } from '@pos/core'
import {
  type CustomField,
  customFieldKey,
  type ItemOptions,
  type ItemPayload,
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
import { refusalOf } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { Field } from '../../components/Field.tsx'
import { DeleteAction, EditActions, SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { RowRemoveButton } from '../../components/RowButtons.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useEditSave } from '../../hooks/use-edit-save.ts'
import { useHistoryTab } from '../../hooks/use-history-tab.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t, tn } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import {
  CustomFieldInput,
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
import { type OptionSlot, OptionSlotFields, optionSlotsOf } from './OptionSlots.tsx'
import { ProductPrices } from './ProductPrices.tsx'

/** An item as the form edits it: its payload, a key for React, and its item custom field values. */
type ItemRow = ItemPayload & { key: string; customForm: CustomFormValues }

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
  options: OptionSlot[]
  items: ItemRow[]
  /** The company's custom fields for products (/admin/custom-fields). */
  custom: CustomFormValues
}

const EMPTY_OPTIONS = optionSlotsOf()

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
function withKey(item: ItemPayload, customForm: CustomFormValues = {}): ItemRow {
  keys += 1
  return { ...item, key: `item-${keys}`, customForm }
}

function formOf(
  product: ProductDetail,
  fields: readonly CustomField[],
  itemFields: readonly CustomField[],
): Form {
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
      withKey(
        {
          id: item.id,
          option1: item.option1,
          option2: item.option2,
          option3: item.option3,
          sku: item.sku,
          barcode: item.barcode,
        },
        customFormValues(itemFields, item.metadata?.custom),
      ),
    ),
  }
}

function productOptions(rows: OptionSlot[]): ProductOption[] {
  return rows.map((row) => ({ name: row.name, values: row.values.split(',') }))
}

/** The form's errors by the payload field they concern (`name`, `items.2.sku`, `custom.fabric`...). */
type Errors = Record<string, string | undefined>

/** The product fields the Items tab shows; a refusal of any other shows on the Details tab. */
function tabOfField(field: string): 'details' | 'items' {
  return /^(items|option_names)\b/.test(field) ? 'items' : 'details'
}

/** The field a refusal's error is kept under: its path, less the index of a list the screen shows as one field. */
function errorKeyOf(field: string): string {
  if (/^(images|tags)\./.test(field)) return field.split('.')[0] as string
  // An item's SKU, barcode and custom values have a cell each; the rest of an item (its options) shows under the list.
  if (/^items\.\d+\.(sku|barcode|custom\.[^.]+)$/.test(field) || /^option_names\.\d+$/.test(field))
    return field
  if (/^(items|option_names)\b/.test(field)) return 'items'
  return field
}

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
  const itemFields = useCustomFields('items')
  const [tab, setTab] = useHistoryTab<'details' | 'items' | 'prices' | 'costs'>('product-edit', 'details')

  useEffect(() => {
    if (existing.data) setForm(formOf(existing.data, customFields, itemFields))
  }, [existing.data, customFields, itemFields])

  /** Shows a server refusal under the field it names (on its tab); the API client already showed its toast. */
  function showRefusal(error: unknown) {
    const refusal = refusalOf(error)
    if (!refusal?.field) return
    setErrors({ [errorKeyOf(refusal.field)]: refusal.message })
    setTab(tabOfField(refusal.field))
  }
  /** Clears the error of a field once it is changed. */
  const clearError = (key: string) =>
    setErrors((current) => (current[key] === undefined ? current : { ...current, [key]: undefined }))

  const set = <K extends keyof Form>(key: K, value: Form[K], field: string = key) => {
    setForm((current) => ({ ...current, [key]: value }))
    clearError(field)
  }
  const setOption = (index: number, change: Partial<OptionSlot>) =>
    set(
      'options',
      form.options.map((row, at) => (at === index ? { ...row, ...change } : row)),
    )
  const setItem = (key: string, change: Partial<ItemRow>, field?: string) => {
    setForm((current) => ({
      ...current,
      items: current.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    }))
    if (field) clearError(field)
  }

  function applyTemplate(templateId: string) {
    const template = templates.data?.find((entry) => String(entry.id) === templateId)
    if (!template) return
    set('options', optionSlotsOf(template))
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
      cost_price: cost === undefined ? t('products.bad_money') : undefined,
      retail_price: retail === undefined ? t('products.bad_money') : undefined,
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
      items: form.items.map(({ key: _key, customForm, ...item }) =>
        itemFields.length > 0
          ? { ...item, custom: customBody(itemFields, customForm) as ItemPayload['custom'] }
          : item,
      ),
      ...(customFields.length > 0
        ? { custom: customBody(customFields, form.custom) as ProductInput['custom'] }
        : {}),
    }
    await saveRecord(id, {
      create: () =>
        createProduct(input).catch((error: unknown) => {
          showRefusal(error)
          throw error
        }),
      created: t('products.created'),
      thenLeave: (created) =>
        router.navigate({ to: '/product/products/$id', params: { id: String(created.product.id) } }),
      update: async (id) => {
        const updated = await updateProduct(id, input).catch((error: unknown) => {
          showRefusal(error)
          throw error
        })
        setForm(formOf(updated.product, customFields, itemFields))
        existing.reload()
      },
    })
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
              <DeleteAction
                icon={<TrashIcon />}
                body={t('products.delete_confirm')}
                remove={() => deleteProduct(id)}
                deleted={t('products.deleted')}
                leave={() => router.navigate({ to: '/product/products' })}
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
                  error={errors.style}
                  aria-invalid={Boolean(errors.style)}
                  value={form.style}
                  onChange={(value) => set('style', value)}
                />
                <TextInputField
                  id="vendor"
                  label={t('products.vendor')}
                  error={errors.vendor}
                  value={form.vendor}
                  onChange={(value) => set('vendor', value)}
                />
                <TextInputField
                  id="type"
                  label={t('products.type')}
                  error={errors.type}
                  value={form.type}
                  onChange={(value) => set('type', value)}
                />
                <TextInputField
                  id="retail"
                  label={t('products.retail_price')}
                  error={errors.retail_price}
                  inputMode="decimal"
                  value={form.retail}
                  onChange={(value) => set('retail', value, 'retail_price')}
                  aria-invalid={Boolean(errors.retail_price)}
                >
                  <TextField.Slot>$</TextField.Slot>
                </TextInputField>
                <TextInputField
                  id="cost"
                  label={t('products.cost_price')}
                  error={errors.cost_price}
                  inputMode="decimal"
                  value={form.cost}
                  onChange={(value) => set('cost', value, 'cost_price')}
                  aria-invalid={Boolean(errors.cost_price)}
                >
                  <TextField.Slot>$</TextField.Slot>
                </TextInputField>
                <TextInputField
                  id="tax"
                  label={t('products.tax_rate')}
                  error={errors.tax_percent}
                  aria-invalid={Boolean(errors.tax_percent)}
                  inputMode="decimal"
                  value={form.tax}
                  onChange={(value) => set('tax', value, 'tax_percent')}
                />
                <TextInputField
                  id="weight"
                  label={t('products.weight')}
                  error={errors.weight_grams}
                  aria-invalid={Boolean(errors.weight_grams)}
                  inputMode="numeric"
                  value={form.weight}
                  onChange={(value) => set('weight', value, 'weight_grams')}
                />
                <SelectField
                  id="view"
                  label={t('products.view')}
                  value={form.view === '' ? 'standard' : 'gift_card'}
                  options={[
                    { value: 'standard', label: t('products.view_standard') },
                    { value: 'gift_card', label: t('products.view_gift_card') },
                  ]}
                  onChange={(value) => set('view', value === 'gift_card' ? 'Gift Card' : '')}
                />
                <TextInputField
                  id="tags"
                  label={t('products.tags')}
                  hint={t('products.tags_hint')}
                  error={errors.tags}
                  value={form.tags}
                  onChange={(value) => set('tags', value)}
                />
                <Field label={t('products.description')} htmlFor="description" error={errors.description}>
                  <TextArea
                    id="description"
                    rows={4}
                    value={form.description}
                    onChange={(e) => set('description', e.target.value)}
                  />
                </Field>
                <Field
                  label={t('products.images')}
                  htmlFor="images"
                  hint={t('products.images_hint')}
                  error={errors.images}
                >
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
                errors={errors as Record<string, string>}
                onChange={(values) => {
                  set('custom', values)
                  setErrors((current) =>
                    Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('custom.'))),
                  )
                }}
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
                <OptionSlotFields
                  slots={form.options}
                  onChange={setOption}
                  idPrefix="option"
                  columns={{ initial: '1', sm: '1fr 2fr' }}
                  errorOf={(index) => errors[`option_names.${index}`]}
                  valuesHint={t('products.option_values_hint')}
                />
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
                        {itemFields.map((field) => (
                          <Table.ColumnHeaderCell key={field.name}>{field.name}</Table.ColumnHeaderCell>
                        ))}
                        <Table.ColumnHeaderCell />
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {form.items.map((item, position) => (
                        <Table.Row key={item.key} align="center">
                          {[item.option1, item.option2, item.option3]
                            .slice(0, optionCount)
                            .map((value, index) => (
                              // biome-ignore lint/suspicious/noArrayIndexKey: option columns are positional
                              <Table.Cell key={index}>{value}</Table.Cell>
                            ))}
                          {(['sku', 'barcode'] as const).map((column) => {
                            const field = `items.${position}.${column}`
                            return (
                              <Table.Cell key={column} style={{ minWidth: 140 }}>
                                <TextField.Root
                                  id={`item-${position}-${column}`}
                                  aria-label={t(`products.${column}`)}
                                  placeholder={t('products.auto')}
                                  value={item[column]}
                                  aria-invalid={Boolean(errors[field])}
                                  onChange={(e) => setItem(item.key, { [column]: e.target.value }, field)}
                                />
                                <CellError id={`item-${position}-${column}`} error={errors[field]} />
                              </Table.Cell>
                            )
                          })}
                          {itemFields.map((customField) => {
                            const key = customFieldKey(customField.name)
                            const field = `items.${position}.custom.${key}`
                            const id = `item-${position}-custom-${key}`
                            return (
                              <Table.Cell key={key} style={{ minWidth: 140 }}>
                                <CustomFieldInput
                                  field={customField}
                                  id={id}
                                  label={`${customField.name} ${item.sku || t('products.new_item')}`}
                                  value={item.customForm[key]}
                                  invalid={Boolean(errors[field])}
                                  onChange={(value) =>
                                    setItem(
                                      item.key,
                                      { customForm: { ...item.customForm, [key]: value } },
                                      field,
                                    )
                                  }
                                />
                                <CellError id={id} error={errors[field]} />
                              </Table.Cell>
                            )
                          })}
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
                              <RowRemoveButton
                                label={t('products.remove_item')}
                                onRemove={() =>
                                  set(
                                    'items',
                                    form.items.filter((entry) => entry.key !== item.key),
                                  )
                                }
                              />
                            </Flex>
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
                {errors.items ? (
                  <Text size="1" color="red" role="alert" id="items-error">
                    {errors.items}
                  </Text>
                ) : null}
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
                <DataTable
                  variant="surface"
                  columns={[
                    { header: t('products.date'), cell: (entry) => formatDateTime(entry.created) },
                    {
                      header: t('products.cost_price'),
                      align: 'right',
                      cell: (entry) => formatMoney(entry.cost_price, company.currency),
                    },
                  ]}
                  rows={existing.data?.cost_history ?? []}
                  rowKey={(entry) => entry.created}
                />
              )}
            </Tabs.Content>
          </Card>
        </Skeleton>
      </Tabs.Root>
    </form>
  )
}

/** A refusal's message under an item's cell (its input's id, for the screen reader's description). */
function CellError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <Text as="p" id={`${id}-error`} size="1" color="red" role="alert" mt="1">
      {error}
    </Text>
  )
}
