import { type CsvMapping, STATEMENT_DATE_FORMATS, type StatementDateFormat } from '@pos/core'
import { Button, Grid, Heading, Table, Text } from '@radix-ui/themes'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { t } from '../../i18n/index.ts'

type Props = {
  mapping: CsvMapping
  sample: string[][]
  onChange: (mapping: CsvMapping) => void
  onApply: () => void
}

/** The column-mapping step of a CSV import: which column holds what, the date order, the rows to skip. */
export function CsvMappingForm({ mapping, sample, onChange, onApply }: Props) {
  const width = Math.max(1, ...sample.map((row) => row.length))
  const header = sample[0] ?? []
  const columns = Array.from({ length: width }, (_, n) => ({
    value: String(n),
    label: header[n]?.trim()
      ? t('bank.column_named', { n: n + 1, name: header[n].trim().slice(0, 30) })
      : t('bank.column', { n: n + 1 }),
  }))
  const split = mapping.amount === null
  const none = { value: 'none', label: t('bank.none') }
  const column = (key: keyof CsvMapping, label: string, optional = false) => (
    <SelectField
      id={`mapping-${key}`}
      label={label}
      value={mapping[key] === null || mapping[key] === undefined ? 'none' : String(mapping[key])}
      options={optional ? [none, ...columns] : columns}
      onChange={(value) => onChange({ ...mapping, [key]: value === 'none' ? null : Number(value) })}
    />
  )
  return (
    <>
      <Heading as="h2" size="4" mb="1">
        {t('bank.mapping')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {t('bank.mapping_about')}
      </Text>
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3" mb="3">
        {column('date', t('bank.date_column'))}
        {column('description', t('bank.description_column'))}
        <SelectField
          id="mapping-kind"
          label={t('bank.amount_kind')}
          value={split ? 'split' : 'signed'}
          options={[
            { value: 'signed', label: t('bank.signed_amount') },
            { value: 'split', label: t('bank.debit_credit') },
          ]}
          onChange={(value) =>
            onChange(
              value === 'split'
                ? { ...mapping, amount: null, debit: mapping.debit ?? 0, credit: mapping.credit ?? 0 }
                : { ...mapping, amount: mapping.amount ?? 0, debit: null, credit: null },
            )
          }
        />
        {split ? (
          <>
            {column('debit', t('bank.debit_column'), true)}
            {column('credit', t('bank.credit_column'), true)}
          </>
        ) : (
          column('amount', t('bank.amount_column'))
        )}
        {column('reference', t('bank.reference_column'), true)}
        <SelectField
          id="mapping-date-format"
          label={t('bank.date_format')}
          value={mapping.date_format}
          options={STATEMENT_DATE_FORMATS.map((format) => ({ value: format, label: format }))}
          onChange={(value) => onChange({ ...mapping, date_format: value as StatementDateFormat })}
        />
        <TextInputField
          id="mapping-skip"
          label={t('bank.skip_rows')}
          type="number"
          min={0}
          max={100}
          value={String(mapping.skip_rows)}
          onChange={(value) =>
            onChange({ ...mapping, skip_rows: Math.max(0, Math.min(100, Number(value) || 0)) })
          }
        />
      </Grid>
      <Table.Root size="1" variant="surface" mb="3">
        <Table.Body>
          {sample.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the file's first rows, fixed once read
            <Table.Row key={index}>
              {Array.from({ length: width }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell of a fixed row
                <Table.Cell key={n}>
                  <Text size="1" color={index < mapping.skip_rows ? 'gray' : undefined}>
                    {row[n] ?? ''}
                  </Text>
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Button type="button" variant="soft" onClick={onApply}>
        {t('bank.apply_mapping')}
      </Button>
    </>
  )
}
