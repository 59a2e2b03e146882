import {
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_ENTITY_NAMES,
  CUSTOM_FIELD_TYPES,
  CUSTOM_FIELDS_NOT_SAVED,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldType,
  customFieldSetResource,
} from '@pos/core'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Card, Flex, Select, Table, Tabs, Text, TextField, VisuallyHidden } from '@radix-ui/themes'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { PageHeader } from '../../components/PageHeader.tsx'
import { RowRemoveButton } from '../../components/RowButtons.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'

type Row = { name: string; type: CustomFieldType; choices: string }
type Sets = Record<CustomFieldEntity, { id: number | null; rows: Row[] }>

function rowsOf(fields: readonly CustomField[]): Row[] {
  return fields.map((field) => ({ name: field.name, type: field.type, choices: field.options.join(', ') }))
}

function fieldsOf(rows: readonly Row[]) {
  return rows.map((row) => ({
    name: row.name,
    type: row.type,
    options:
      row.type === 'select'
        ? row.choices
            .split(',')
            .map((choice) => choice.trim())
            .filter((choice) => choice !== '')
        : [],
  }))
}

function emptySets(): Sets {
  return Object.fromEntries(
    CUSTOM_FIELD_ENTITY_NAMES.map((entity) => [entity, { id: null, rows: [] }]),
  ) as unknown as Sets
}

/**
 * Custom fields (spec 2 /admin/custom-fields): the company's own fields on products, items, customers, suppliers
 * and staff, one tab each; a field is text, a number, a date, a select of choices or yes/no. Repeated names are
 * refused ('Error looks like one or more field names are the same') and shown on the repeated row.
 */
export function CustomFields() {
  const client = useMemo(() => resourceClient(customFieldSetResource), [])
  const loaded = useRequest((signal) => client.list({ limit: 250 }, { signal }), [client])
  const [sets, setSets] = useState<Sets>(emptySets)
  const [entity, setEntity] = useState<CustomFieldEntity>('products')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!loaded.data) return
    const next = emptySets()
    for (const set of loaded.data.rows) next[set.entity] = { id: set.id, rows: rowsOf(set.fields) }
    setSets(next)
  }, [loaded.data])

  const current = sets[entity]
  const setRows = (rows: Row[]) => {
    setSets({ ...sets, [entity]: { ...current, rows } })
    setErrors({})
  }
  const setRow = (index: number, change: Partial<Row>) =>
    setRows(current.rows.map((row, at) => (at === index ? { ...row, ...change } : row)))

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    setErrors({})
    const body = { entity, fields: fieldsOf(current.rows) }
    try {
      const saved =
        current.id === null
          ? await client.create(body, { quiet: true })
          : await client.update(current.id, body, { quiet: true })
      setSets({ ...sets, [entity]: { id: saved.id, rows: rowsOf(saved.fields) } })
      showToast(t('common.saved'), 'success')
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal?.field) setErrors({ [refusal.field]: refusal.message })
      showToast(refusal?.message ?? CUSTOM_FIELDS_NOT_SAVED, 'danger')
    } finally {
      setSaving(false)
    }
  }

  const rowError = (index: number) =>
    errors[`fields.${index}.name`] ?? errors[`fields.${index}.options`] ?? errors[`fields.${index}.type`]

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={t('custom_fields.title')}
        description={t('custom_fields.intro')}
        actions={
          <Button type="submit" loading={saving} disabled={loaded.loading}>
            {t('common.save')}
          </Button>
        }
      />
      <Tabs.Root value={entity} onValueChange={(next) => setEntity(next as CustomFieldEntity)}>
        <Tabs.List mb="4">
          {CUSTOM_FIELD_ENTITY_NAMES.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {CUSTOM_FIELD_ENTITIES[name]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={entity}>
          <Card size="3">
            {errors.fields && (
              <Text as="p" color="red" size="2" role="alert" mb="2">
                {errors.fields}
              </Text>
            )}
            {current.rows.length === 0 ? (
              <Text as="p" color="gray" size="2" mb="3">
                {t('custom_fields.empty', { records: CUSTOM_FIELD_ENTITIES[entity].toLowerCase() })}
              </Text>
            ) : (
              <Table.Root variant="surface" mb="3">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('custom_fields.name')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('custom_fields.type')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('custom_fields.choices')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>
                      <VisuallyHidden>{t('custom_fields.remove_column')}</VisuallyHidden>
                    </Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {current.rows.map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; names change as typed.
                    <Table.Row key={index}>
                      <Table.Cell>
                        <TextField.Root
                          aria-label={t('custom_fields.name_of', { n: index + 1 })}
                          value={row.name}
                          aria-invalid={rowError(index) ? true : undefined}
                          onChange={(event) => setRow(index, { name: event.target.value })}
                        />
                        {rowError(index) && (
                          <Text as="div" size="1" color="red" role="alert" mt="1">
                            {rowError(index)}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <Select.Root
                          value={row.type}
                          onValueChange={(type) => setRow(index, { type: type as CustomFieldType })}
                        >
                          <Select.Trigger aria-label={t('custom_fields.type_of', { n: index + 1 })} />
                          <Select.Content>
                            {Object.entries(CUSTOM_FIELD_TYPES).map(([value, label]) => (
                              <Select.Item key={value} value={value}>
                                {label}
                              </Select.Item>
                            ))}
                          </Select.Content>
                        </Select.Root>
                      </Table.Cell>
                      <Table.Cell>
                        {row.type === 'select' ? (
                          <TextField.Root
                            aria-label={t('custom_fields.choices_of', { n: index + 1 })}
                            placeholder={t('custom_fields.choices_placeholder')}
                            value={row.choices}
                            onChange={(event) => setRow(index, { choices: event.target.value })}
                          />
                        ) : (
                          <Text size="2" color="gray">
                            —
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <RowRemoveButton
                          label={t('custom_fields.remove', { n: index + 1 })}
                          onRemove={() => setRows(current.rows.filter((_, at) => at !== index))}
                        />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            <Flex>
              <Button
                type="button"
                variant="soft"
                onClick={() => setRows([...current.rows, { name: '', type: 'text', choices: '' }])}
              >
                <PlusIcon />
                {t('custom_fields.add')}
              </Button>
            </Flex>
          </Card>
        </Tabs.Content>
      </Tabs.Root>
    </form>
  )
}
