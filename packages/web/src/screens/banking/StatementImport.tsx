import type { CsvMapping, StatementPreview } from '@pos/core'
import { Badge, Button, Callout, Card, Flex, Heading, Select, Text } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { type ChangeEvent, useState } from 'react'
import { ApiError } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { Field } from '../../components/Field.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDay } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t, tn } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { bankingApi } from './banking-api.ts'
import { CsvMappingForm } from './CsvMappingForm.tsx'

type Format = 'csv' | 'ofx'

/** OFX (or QFX) when the file says so, else CSV. */
function formatOf(name: string, text: string): Format {
  return /\.(ofx|qfx)$/i.test(name) || /<OFX>/i.test(text) ? 'ofx' : 'csv'
}

/**
 * /accounts/bank-account/{id}/import: choose a CSV or OFX file, map a CSV's columns, preview every line (those
 * already imported marked) and every bad row with its reason, then import the new lines as a statement.
 */
export function StatementImport({ accountId }: { accountId: number }) {
  const { company } = useMe()
  const money = (cents: number) => formatMoney(cents, company.currency)
  const navigate = useNavigate()
  const accounts = useRequest((signal) => bankingApi.accounts(signal), [])
  const account = accounts.data?.bankaccounts.find((a) => a.id === accountId)
  const [file, setFile] = useState<{ name: string; text: string } | null>(null)
  const [format, setFormat] = useState<Format>('csv')
  const [mapping, setMapping] = useState<CsvMapping | null>(null)
  const [preview, setPreview] = useState<StatementPreview | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const bodyOf = (chosen: { name: string; text: string }, kind: Format, map: CsvMapping | null) => ({
    format: kind,
    text: chosen.text,
    file_name: chosen.name.slice(0, 200),
    ...(kind === 'csv' && map ? { mapping: map } : {}),
  })

  async function runPreview(chosen: { name: string; text: string }, kind: Format, map: CsvMapping | null) {
    setError(null)
    setBusy(true)
    try {
      const answer = await bankingApi.preview(accountId, bodyOf(chosen, kind, map))
      setPreview(answer.preview)
      setMapping(answer.preview.mapping)
    } catch (failure) {
      setPreview(null)
      setError(failure instanceof ApiError ? failure.message : t('error.unexpected'))
    } finally {
      setBusy(false)
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0]
    if (!chosen) return
    const read = { name: chosen.name, text: await chosen.text() }
    const kind = formatOf(read.name, read.text)
    setFile(read)
    setFormat(kind)
    setMapping(null)
    await runPreview(read, kind, null)
  }

  async function commit() {
    if (!file) return
    setBusy(true)
    try {
      const answer = await bankingApi.commit(accountId, bodyOf(file, format, mapping))
      showToast(t('bank.imported_toast'), 'success')
      await navigate({ to: '/accounts/bank-statement/$id', params: { id: String(answer.statement.id) } })
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('error.unexpected'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <PageHeader
        title={t('bank.import_title')}
        {...(account
          ? { description: t('bank.import_into', { account: `${account.code} ${account.name}` }) }
          : {})}
      />
      <Card size="2" mb="4">
        <Flex gap="4" align="end" wrap="wrap">
          <Field label={t('bank.file_label')} htmlFor="statement-file">
            <input
              id="statement-file"
              type="file"
              accept=".csv,.ofx,.qfx,text/csv"
              onChange={(event) => void choose(event)}
            />
          </Field>
          <Field label={t('bank.format')} htmlFor="statement-format">
            <Select.Root
              value={format}
              onValueChange={(value) => {
                setFormat(value as Format)
                if (file) void runPreview(file, value as Format, null)
              }}
            >
              <Select.Trigger id="statement-format" />
              <Select.Content>
                <Select.Item value="csv">CSV</Select.Item>
                <Select.Item value="ofx">OFX / QFX</Select.Item>
              </Select.Content>
            </Select.Root>
          </Field>
        </Flex>
        {error && (
          <Text as="p" color="red" size="2" mt="3" role="alert">
            {error}
          </Text>
        )}
      </Card>
      {preview && file && format === 'csv' && mapping && (
        <Card size="2" mb="4">
          <CsvMappingForm
            mapping={mapping}
            sample={preview.sample}
            onChange={setMapping}
            onApply={() => void runPreview(file, format, mapping)}
          />
        </Card>
      )}
      {preview && (
        <Card size="2">
          <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
            <div>
              <Heading as="h2" size="4">
                {t('bank.preview')}
              </Heading>
              <Text as="p" size="2" color="gray">
                {t('bank.summary', {
                  fresh: preview.new_count,
                  duplicates: preview.duplicate_count,
                  bad: preview.bad_count,
                })}
              </Text>
            </div>
            <Button type="button" disabled={busy || preview.new_count === 0} onClick={() => void commit()}>
              {tn('bank.import_lines', preview.new_count)}
            </Button>
          </Flex>
          {preview.bad.length > 0 && (
            <Callout.Root color="red" mb="3" role="status">
              <Callout.Text weight="medium">{t('bank.bad_rows')}</Callout.Text>
              {preview.bad.map((bad) => (
                <Callout.Text key={`${bad.row}-${bad.reason}`} size="2">
                  {bad.reason}
                </Callout.Text>
              ))}
            </Callout.Root>
          )}
          {preview.closing_balance !== null && (
            <Text as="p" size="2" color="gray" mb="3">
              {t('bank.closing_balance', { amount: money(preview.closing_balance) })}
            </Text>
          )}
          <DataTable
            size="1"
            columns={[
              { header: t('bank.date'), cell: (line) => formatDay(line.date) },
              { header: t('bank.description'), cell: (line) => line.description },
              { header: t('bank.amount'), align: 'right', cell: (line) => money(line.amount) },
              {
                key: 'state',
                header: null,
                cell: (line) => (
                  <Badge color={line.duplicate ? 'gray' : 'blue'} variant="soft">
                    {line.duplicate ? t('bank.already') : t('bank.new')}
                  </Badge>
                ),
              },
            ]}
            rows={preview.lines}
            // The preview's lines in file order.
            rowKey={(_line, index) => index}
          />
        </Card>
      )}
    </>
  )
}
