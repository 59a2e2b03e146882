import { TrashIcon, UploadIcon } from '@radix-ui/react-icons'
import { Button, Callout, Card, Flex, Grid, Heading, Skeleton, Table, Text } from '@radix-ui/themes'
import { Link, useRouter } from '@tanstack/react-router'
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { DeleteAction, EditActions, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatMoney } from '../../format/money.ts'
import { useEditSave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t, tn } from '../../i18n/index.ts'
import {
  createPriceList,
  dateInputOf,
  deletePriceList,
  getPriceList,
  importPriceList,
  isoOfDateInput,
  updatePriceList,
} from '../catalog/catalog-api.ts'
import { requiredError } from '../sessions/validation.ts'

type ImportError = { line: number; error: string }

/** Create a price list (id null) or edit one: its dates, its prices, and CSV import (spec 5). */
export function PriceListEdit({ id }: { id: number | null }) {
  const router = useRouter()
  const existing = useRequest(id === null ? null : (signal) => getPriceList(id, { signal }), [id])
  const [name, setName] = useState('')
  const [start, setStart] = useState('')
  const [end, setEnd] = useState('')
  const [nameError, setNameError] = useState<string>()
  const { saving, saveRecord } = useEditSave()
  const [importing, setImporting] = useState(false)
  const [importErrors, setImportErrors] = useState<ImportError[]>([])
  const fileInput = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const list = existing.data?.pricelist
    if (!list) return
    setName(list.name)
    setStart(dateInputOf(list.start_date))
    setEnd(dateInputOf(list.end_date))
  }, [existing.data])

  async function save(event: FormEvent) {
    event.preventDefault()
    const error = requiredError(name)
    setNameError(error)
    if (error) return
    const input = { name: name.trim(), start_date: isoOfDateInput(start), end_date: isoOfDateInput(end) }
    await saveRecord(id, {
      create: () => createPriceList(input),
      created: t('prices.created'),
      thenLeave: (created) =>
        router.navigate({ to: '/sales/prices/$id', params: { id: String(created.pricelist.id) } }),
      update: async (listId) => {
        await updatePriceList(listId, input)
        existing.reload()
      },
    })
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file || id === null) return
    setImporting(true)
    setImportErrors([])
    try {
      const answer = await importPriceList(id, await file.text())
      showToast(tn('prices.imported', answer.imported), 'success')
      existing.reload()
    } catch (error) {
      const body =
        error instanceof ApiError ? (error.body as { errors?: ImportError[]; error?: string } | null) : null
      if (body?.errors?.length) setImportErrors(body.errors)
      else showToast(error instanceof Error ? error.message : t('error.unexpected'), 'danger')
    } finally {
      setImporting(false)
    }
  }

  const loading = id !== null && !existing.data
  const prices = existing.data?.prices ?? []
  return (
    <>
      <form onSubmit={save} noValidate>
        <PageHeader
          title={existing.data?.pricelist.name ?? t('prices.new_title')}
          actions={
            <EditActions back="/sales/prices" saving={saving} loading={loading}>
              {id !== null && (
                <DeleteAction
                  icon={<TrashIcon />}
                  body={t('prices.delete_confirm')}
                  remove={() => deletePriceList(id)}
                  deleted={t('prices.deleted')}
                  leave={() => router.navigate({ to: '/sales/prices' })}
                />
              )}
            </EditActions>
          }
        />
        <Skeleton loading={loading}>
          <Card size="3">
            <Grid columns={{ initial: '1', sm: '2fr 1fr 1fr' }} gap="4">
              <TextInputField
                id="list-name"
                label={t('prices.name')}
                value={name}
                autoFocus={id === null}
                onChange={setName}
                error={nameError}
              />
              <TextInputField
                id="list-start"
                label={t('prices.start')}
                type="date"
                value={start}
                onChange={setStart}
              />
              <TextInputField
                id="list-end"
                label={t('prices.end')}
                type="date"
                value={end}
                onChange={setEnd}
              />
            </Grid>
          </Card>
        </Skeleton>
      </form>
      {id !== null && existing.data && (
        <Card size="3" mt="4">
          <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
            <div>
              <Heading as="h2" size="4">
                {t('prices.count')}
              </Heading>
              <Text as="p" size="2" color="gray">
                {t('prices.import_hint')}
              </Text>
            </div>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              aria-label={t('prices.import_file')}
              hidden
              onChange={(event) => void importFile(event)}
            />
            <Button
              type="button"
              variant="soft"
              loading={importing}
              onClick={() => fileInput.current?.click()}
            >
              <UploadIcon />
              {t('prices.import')}
            </Button>
          </Flex>
          {importErrors.length > 0 && (
            <Callout.Root color="red" mb="3" role="alert">
              <Callout.Text>
                {t('prices.import_failed')}
                {importErrors.map((entry) => (
                  <Text as="span" key={`${entry.line}-${entry.error}`} style={{ display: 'block' }}>
                    {t('prices.line', { line: entry.line })}: {entry.error}
                  </Text>
                ))}
              </Callout.Text>
            </Callout.Root>
          )}
          {prices.length === 0 ? (
            <Text color="gray" size="2">
              {t('prices.no_prices')}
            </Text>
          ) : (
            <Table.Root variant="surface" aria-label={t('prices.count')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('prices.product')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('products.style')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('products.sku')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell align="right">{t('products.price')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {prices.map((price) => (
                  <Table.Row key={price.id}>
                    <Table.RowHeaderCell>
                      <Link to="/product/products/$id" params={{ id: String(price.product_id) }}>
                        {price.name}
                      </Link>
                    </Table.RowHeaderCell>
                    <Table.Cell>{price.style}</Table.Cell>
                    <Table.Cell>{price.sku ?? '—'}</Table.Cell>
                    <Table.Cell align="right">{formatMoney(price.price, price.currency)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card>
      )}
    </>
  )
}
