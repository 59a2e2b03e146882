import { IMPORT_KEYS, IMPORT_KINDS, type ImportJob, type ImportKind } from '@pos/core'
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Progress, Select, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { Field } from '../../components/Field.tsx'
import { SelectField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { type MessageKey, t } from '../../i18n/index.ts'
import { type CheckAnswer, importApi } from './import-api.ts'

/** How often a running import's progress is read (the job's state lives in the database). */
const POLL_MS = 500

/**
 * /admin/import (right admin.import): upload a CSV, map its columns, check it (every bad row with its reason), then
 * import it as one job whose progress bar comes back after a reload (the newest running import is picked up).
 */
export function BulkImport() {
  const [generation, setGeneration] = useState(0)
  const recent = useRequest((signal) => importApi.list(signal), [generation])
  const [job, setJob] = useState<ImportJob>()
  const [resumed, setResumed] = useState(false)

  // After a reload: carry on showing the import that is still running.
  useEffect(() => {
    if (resumed || !recent.data) return
    setResumed(true)
    const running = recent.data.imports.find((row) => row.state === 'running')
    if (running) importApi.get(running.id).then((answer) => setJob(answer.import))
  }, [recent.data, resumed])

  // While it runs, read its progress.
  useEffect(() => {
    if (job?.state !== 'running') return
    const timer = setTimeout(async () => {
      const answer = await importApi.get(job.id)
      setJob(answer.import)
      if (answer.import.state !== 'running') setGeneration((g) => g + 1)
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [job])

  return (
    <>
      <PageHeader
        title={t('import.title')}
        description={t('import.intro')}
        actions={
          job ? (
            <Button variant="soft" onClick={() => setJob(undefined)}>
              {t('import.new')}
            </Button>
          ) : null
        }
      />
      {job ? <ImportJobCard job={job} onChange={setJob} /> : <UploadCard onUploaded={setJob} />}
      <Card size="2" mt="4">
        <Heading as="h2" size="3" mb="3">
          {t('import.recent')}
        </Heading>
        {(recent.data?.imports ?? []).length === 0 ? (
          <Text color="gray">{t('import.none')}</Text>
        ) : (
          <DataTable
            size="1"
            columns={[
              { header: t('import.col.when'), nowrap: true, cell: (row) => formatDateTime(row.created) },
              { header: t('import.col.file'), cell: (row) => row.file_name || '—' },
              {
                header: t('import.col.kind'),
                cell: (row) => t(`import.kind.${row.kind}` as MessageKey).split(' (')[0],
              },
              { header: t('import.col.imported'), align: 'right', cell: (row) => row.imported },
              { header: t('import.col.skipped'), align: 'right', cell: (row) => row.error_count },
              { header: t('import.col.state'), cell: (row) => <StateBadge state={row.state} /> },
              {
                key: 'open',
                header: null,
                cell: (row) => (
                  <Button
                    size="1"
                    variant="ghost"
                    onClick={() => importApi.get(row.id).then((a) => setJob(a.import))}
                  >
                    {t('import.open')}
                  </Button>
                ),
              },
            ]}
            rows={recent.data?.imports ?? []}
            rowKey={(row) => row.id}
          />
        )}
      </Card>
    </>
  )
}

function StateBadge({ state }: { state: string }) {
  const colour =
    state === 'done' ? 'green' : state === 'failed' ? 'red' : state === 'running' ? 'blue' : 'gray'
  return <Badge color={colour}>{t(`import.state.${state}` as MessageKey)}</Badge>
}

/** An XLSX workbook (sent as base64; the server reads its first sheet), by its name or its type. */
function isWorkbook(file: File): boolean {
  return (
    /\.xlsx$/i.test(file.name) ||
    file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  )
}

/** A file's bytes as base64, in slices (a byte string of a whole 20 MB file would overflow the call stack). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return btoa(binary)
}

function UploadCard({ onUploaded }: { onUploaded: (job: ImportJob) => void }) {
  const [kind, setKind] = useState<ImportKind>('products')
  const [file, setFile] = useState<File>()
  const [priceList, setPriceList] = useState('')
  const [error, setError] = useState<{ message: string; field?: string }>()
  const [busy, setBusy] = useState(false)
  // Read only when a price list is to be chosen (a user without the prices right never asks).
  const lists = useRequest(kind === 'prices' ? (signal) => importApi.priceLists(signal) : null, [kind])

  async function upload() {
    if (!file) return
    setBusy(true)
    setError(undefined)
    try {
      const answer = await importApi.upload({
        kind,
        file_name: file.name,
        ...(isWorkbook(file) ? { xlsx: await base64Of(file) } : { csv: await file.text() }),
        ...(kind === 'prices' ? { price_list_id: Number(priceList) || null } : {}),
      })
      onUploaded(answer.import)
    } catch (caught) {
      const refusal = refusalOf(caught)
      setError({
        message: refusal?.message ?? t('error.unexpected'),
        ...(refusal?.field ? { field: refusal.field } : {}),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card size="3">
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <SelectField
          id="import-kind"
          label={t('import.kind')}
          value={kind}
          options={IMPORT_KINDS.map((value) => ({ value, label: t(`import.kind.${value}` as MessageKey) }))}
          onChange={(value) => setKind(value as ImportKind)}
        />
        {kind === 'prices' ? (
          <SelectField
            id="import-price-list"
            label={t('import.price_list')}
            value={priceList}
            options={(lists.data?.pricelists ?? []).map((list) => ({
              value: String(list.id),
              label: list.name,
            }))}
            onChange={setPriceList}
            error={error?.field === 'price_list_id' ? error.message : undefined}
            placeholder={t('import.price_list')}
          />
        ) : (
          <div />
        )}
        <Field
          label={t('import.file')}
          htmlFor="import-file"
          error={error?.field === 'csv' ? error.message : undefined}
        >
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        </Field>
      </Grid>
      {error && error.field !== 'csv' && error.field !== 'price_list_id' ? (
        <Callout.Root color="red" size="1" mt="3">
          <Callout.Text>{error.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex justify="end" mt="4">
        <Button disabled={!file} loading={busy} onClick={upload}>
          {t('import.upload')}
        </Button>
      </Flex>
    </Card>
  )
}

function ImportJobCard({ job, onChange }: { job: ImportJob; onChange: (job: ImportJob) => void }) {
  const [mapping, setMapping] = useState(job.mapping)
  const [checked, setChecked] = useState<CheckAnswer>()
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<string>()
  const editable = job.state === 'uploaded' || job.state === 'checked'
  // biome-ignore lint/correctness/useExhaustiveDependencies: a different job starts from its own mapping
  useEffect(() => {
    setMapping(job.mapping)
    setChecked(undefined)
  }, [job.id])

  async function act(name: 'check' | 'run') {
    setBusy(name)
    setError(undefined)
    try {
      if (name === 'check') setChecked(await importApi.check(job.id, mapping))
      else onChange((await importApi.run(job.id, mapping)).import)
    } catch (caught) {
      setError(refusalOf(caught)?.message ?? t('error.unexpected'))
    } finally {
      setBusy(undefined)
    }
  }

  const errors = checked && job.state !== 'running' && job.state !== 'done' ? checked.errors : job.errors
  const percent = job.total_rows > 0 ? Math.round((job.done_rows / job.total_rows) * 100) : 0
  return (
    <Card size="3">
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {job.file_name || t(`import.kind.${job.kind}` as MessageKey)}
        </Heading>
        <StateBadge state={job.state} />
      </Flex>
      {editable ? (
        <>
          <Text as="p" size="2" color="gray" mb="3">
            {t('import.mapping_hint', { key: IMPORT_KEYS[job.kind as ImportKind] })}
          </Text>
          <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
            {job.fields.map((field) => (
              <Field
                key={field.key}
                label={`${field.label}${field.required ? ` (${t('import.required')})` : ''}`}
                htmlFor={`map-${field.key}`}
              >
                <Select.Root
                  value={String(mapping[field.key] ?? -1)}
                  onValueChange={(value) => setMapping({ ...mapping, [field.key]: Number(value) })}
                >
                  <Select.Trigger id={`map-${field.key}`} />
                  <Select.Content>
                    <Select.Item value="-1">{t('import.not_in_file')}</Select.Item>
                    {job.header.map((name, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the file
                      <Select.Item key={index} value={String(index)}>
                        {name || `#${index + 1}`}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Field>
            ))}
          </Grid>
          {error ? (
            <Text as="p" size="2" color="red" mt="3" role="alert" data-testid="import-error">
              {error}
            </Text>
          ) : null}
          <Flex gap="2" justify="end" mt="4">
            <Button variant="soft" loading={busy === 'check'} onClick={() => act('check')}>
              {t('import.check')}
            </Button>
            <Button loading={busy === 'run'} onClick={() => act('run')}>
              {t('import.run')}
            </Button>
          </Flex>
          {checked ? (
            <Text as="p" size="2" mt="3" data-testid="import-checked">
              {t('import.checked', { valid: checked.valid, rows: checked.rows })}
            </Text>
          ) : null}
        </>
      ) : (
        <Flex direction="column" gap="2">
          <Text size="2">
            {t('import.progress')}: {job.done_rows} / {job.total_rows}
          </Text>
          <Progress value={percent} aria-label={t('import.progress')} data-testid="import-progress" />
          {job.message ? (
            <Text size="2" color={job.state === 'failed' ? 'red' : undefined} data-testid="import-message">
              {job.message}
            </Text>
          ) : null}
        </Flex>
      )}
      {errors.length > 0 ? (
        <>
          <Text as="p" weight="medium" mt="4" mb="2">
            {editable ? t('import.problems') : t('import.skipped_rows')} (
            {errors.length < (checked?.error_count ?? job.error_count) ? `${errors.length}+` : errors.length})
          </Text>
          <div style={{ maxHeight: 320, overflow: 'auto' }}>
            <DataTable
              size="1"
              data-testid="import-errors"
              columns={[
                { header: t('import.col.line'), width: '80px', cell: (row) => row.line },
                { header: t('import.col.reason'), cell: (row) => row.reason },
              ]}
              rows={errors}
              rowKey={(row) => `${row.line}-${row.reason}`}
            />
          </div>
        </>
      ) : null}
    </Card>
  )
}
