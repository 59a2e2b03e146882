import {
  csvField,
  DATE_RANGE_KINDS,
  type DateRangeKind,
  dateRange,
  defaultReportDefinition,
  REPORT_DATASET_SHAPE,
  REPORT_DATASETS,
  REPORT_WORDS,
  type ReportDataset,
  type ReportDefinition,
  type ReportGroup,
  type ReportMeasure,
  reportProblem,
  reportResource,
} from '@pos/core'
import { Button, Callout, Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { listStores } from '../../api/resources.ts'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { Field } from '../../components/Field.tsx'
import { DeleteAction, SelectField, TextInputField } from '../../components/FormFields.tsx'
import { LabelledCheckbox } from '../../components/LabelledCheckbox.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { fromDateInput } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { enRangeKeys } from '../../i18n/en.ts'
import { t } from '../../i18n/index.ts'
import { StoreFilter } from '../dashboard/StoreFilter.tsx'
import { runReport } from './reports-api.ts'
import './reports.css'
import { ReportChart, ReportTable, reportCsv } from './ReportTable.tsx'

const client = resourceClient(reportResource)
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone

/** The form's definition with a measure turned on or off, in the dataset's order. */
function toggled(definition: ReportDefinition, measure: ReportMeasure, on: boolean): ReportMeasure[] {
  const chosen = new Set(definition.measures)
  if (on) chosen.add(measure)
  else chosen.delete(measure)
  return REPORT_DATASET_SHAPE[definition.dataset].measures.filter((m) => chosen.has(m))
}

/** A new dataset keeps the group and figures it also has, else takes its first ones. */
function withDataset(definition: ReportDefinition, dataset: ReportDataset): ReportDefinition {
  const shape = REPORT_DATASET_SHAPE[dataset]
  const measures = definition.measures.filter((m) => shape.measures.includes(m))
  return {
    ...definition,
    dataset,
    group_by: shape.groups.includes(definition.group_by) ? definition.group_by : shape.groups[0]!,
    measures: measures.length > 0 ? measures : [...shape.measures],
  }
}

/**
 * /reports/new and /reports/{id}: a report's definition on top (data, grouping, figures, dates, stores, product
 * filters), its figures below as a chart and a table with totals, run again whenever the definition changes;
 * save, CSV export and print.
 */
export function ReportScreen({ id }: { id: number | null }) {
  const navigate = useNavigate()
  const saved = useRequest(id === null ? null : (signal) => client.get(id, { signal }), [id])
  const [name, setName] = useState('')
  const [definition, setDefinition] = useState<ReportDefinition>(() => defaultReportDefinition())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const stores = useRequest((signal) => listStores({ signal }), [])

  useEffect(() => {
    const row = saved.data
    if (!row) return
    const { id: _id, name: savedName, created: _c, updated: _u, ...rest } = row
    setName(savedName)
    setDefinition(rest)
  }, [saved.data])

  const problem = reportProblem(definition)
  const range = useMemo(() => {
    if (problem) return null
    const customFrom = fromDateInput(definition.custom_from)
    const customTo = fromDateInput(definition.custom_to)
    return dateRange(definition.range, new Date(), {
      ...(customFrom ? { customFrom } : {}),
      ...(customTo ? { customTo } : {}),
    })
  }, [definition.range, definition.custom_from, definition.custom_to, problem])
  const key = JSON.stringify(definition)
  const result = useRequest(
    range && !problem ? (signal) => runReport(definition, { ...range, tz: timeZone }, signal) : null,
    [key, range],
  )

  const set = <K extends keyof ReportDefinition>(field: K, value: ReportDefinition[K]) => {
    setDefinition((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: '' }))
  }

  async function save() {
    setBusy(true)
    setErrors({})
    try {
      const body = { name, ...definition }
      if (id === null) {
        const row = await client.create(body, { quiet: true })
        showToast(t('reports.saved'), 'success')
        await navigate({ to: '/reports/$id', params: { id: String(row.id) } })
      } else {
        await client.update(id, body, { quiet: true })
        showToast(t('reports.saved'), 'success')
      }
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) setErrors({ [refusal.field ?? 'name']: refusal.message })
      else showToast(t('error.connection'), 'danger')
    } finally {
      setBusy(false)
    }
  }

  function downloadCsv() {
    if (!result.data) return
    const blob = new Blob([reportCsv(result.data, csvField)], { type: 'text/csv;charset=utf-8' })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = `${(name || 'report').replace(/[^\w-]+/g, '-')}.csv`
    link.click()
    URL.revokeObjectURL(link.href)
  }

  if (id !== null && !saved.data) {
    return saved.failed ? null : <Skeleton height="320px" />
  }
  const shape = REPORT_DATASET_SHAPE[definition.dataset]
  const stock = definition.dataset === 'stock_on_hand'
  const payments = definition.dataset === 'sales_by_payment'
  const fieldError = problem?.field ? problem.message : undefined

  return (
    <>
      <PageHeader
        title={id === null ? t('reports.new') : name || t('reports.new')}
        actions={
          <>
            <BackLink to="/reports" />
            <Button variant="soft" onClick={downloadCsv} disabled={!result.data} className="no-print">
              {t('reports.csv')}
            </Button>
            <Button variant="soft" onClick={() => window.print()} className="no-print">
              {t('reports.print')}
            </Button>
            {id !== null && (
              <DeleteAction
                body={t('reports.delete_confirm')}
                remove={() => client.remove(id)}
                deleted={t('reports.deleted')}
                leave={() => navigate({ to: '/reports' })}
              />
            )}
          </>
        }
      />
      <Card size="2" mb="4" className="no-print">
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3" mb="3">
          <TextInputField
            id="report-name"
            label={t('reports.name')}
            value={name}
            maxLength={100}
            onChange={(value) => {
              setName(value)
              setErrors((current) => ({ ...current, name: '' }))
            }}
            error={errors.name}
          />
          <SelectField
            id="report-dataset"
            label={t('reports.dataset')}
            value={definition.dataset}
            options={REPORT_DATASETS.map((dataset) => ({ value: dataset, label: REPORT_WORDS[dataset] }))}
            onChange={(value) => setDefinition(withDataset(definition, value as ReportDataset))}
            error={errors.dataset}
          />
          <SelectField
            id="report-group"
            label={t('reports.group_by')}
            value={definition.group_by}
            options={shape.groups.map((group) => ({ value: group, label: REPORT_WORDS[group] }))}
            onChange={(value) => set('group_by', value as ReportGroup)}
            error={errors.group_by || (problem?.field === 'group_by' ? fieldError : undefined)}
          />
          {!stock && (
            <SelectField
              id="report-range"
              label={t('reports.range')}
              value={definition.range}
              options={DATE_RANGE_KINDS.map((kind) => ({ value: kind, label: t(enRangeKeys[kind]) }))}
              onChange={(value) => set('range', value as DateRangeKind)}
            />
          )}
          {!stock && definition.range === 'custom' && (
            <>
              <TextInputField
                id="report-from"
                label={t('reports.from')}
                type="date"
                value={definition.custom_from}
                onChange={(value) => set('custom_from', value)}
                error={problem?.field === 'custom_from' ? fieldError : undefined}
              />
              <TextInputField
                id="report-to"
                label={t('reports.to')}
                type="date"
                value={definition.custom_to}
                onChange={(text) => set('custom_to', text)}
              />
            </>
          )}
          <Field label={t('reports.stores')} htmlFor="report-stores">
            <div id="report-stores">
              <StoreFilter
                stores={stores.data ?? []}
                value={definition.store_ids}
                onChange={(ids) => set('store_ids', ids)}
              />
            </div>
          </Field>
          {!payments && (
            <>
              <TextInputField
                id="report-type"
                label={t('reports.product_type')}
                value={definition.product_type}
                placeholder={t('reports.any')}
                maxLength={100}
                onChange={(text) => set('product_type', text)}
                error={errors.product_type}
              />
              <TextInputField
                id="report-vendor"
                label={t('reports.vendor')}
                value={definition.vendor}
                placeholder={t('reports.any')}
                maxLength={100}
                onChange={(text) => set('vendor', text)}
                error={errors.vendor}
              />
            </>
          )}
        </Grid>
        <Text as="div" size="2" weight="medium" mb="2">
          {t('reports.measures')}
        </Text>
        <Flex gap="4" wrap="wrap" mb="3" role="group" aria-label={t('reports.measures')}>
          {shape.measures.map((measure) => (
            <LabelledCheckbox
              key={measure}
              label={REPORT_WORDS[measure]}
              checked={definition.measures.includes(measure)}
              onChange={(checked) => set('measures', toggled(definition, measure, checked))}
            />
          ))}
        </Flex>
        {(errors.measures || problem?.field === 'measures') && (
          <Text as="p" size="1" color="red" role="alert" mb="2">
            {errors.measures || problem?.message}
          </Text>
        )}
        {definition.measures.length === 0 && (
          <Text as="p" size="1" color="red" role="alert" mb="2">
            {t('reports.pick_measure')}
          </Text>
        )}
        <Flex gap="3" align="center" wrap="wrap">
          <Button onClick={save} disabled={busy}>
            {t('reports.save')}
          </Button>
          {stock && (
            <Text size="2" color="gray">
              {t('reports.stock_now')}
            </Text>
          )}
        </Flex>
      </Card>
      {result.data && !problem && definition.measures.length > 0 ? (
        result.data.rows.length === 0 ? (
          <Callout.Root color="gray" data-testid="report-empty">
            <Callout.Text>{t('reports.empty')}</Callout.Text>
          </Callout.Root>
        ) : (
          <>
            <ReportChart result={result.data} />
            <ReportTable result={result.data} />
            {result.data.truncated && (
              <Text as="p" size="2" color="amber" mt="2">
                {t('reports.truncated', { rows: result.data.rows.length })}
              </Text>
            )}
          </>
        )
      ) : result.loading ? (
        <Skeleton height="200px" />
      ) : null}
    </>
  )
}
