import { priceListResource } from '@pos/core'
import { UploadIcon } from '@radix-ui/react-icons'
import { Button, Callout, Card, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { type ChangeEvent, useRef, useState } from 'react'
import { ApiError } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { ResourceEdit } from '../../components/resource/index.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t, tn } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { getPriceList, importPriceList } from '../catalog/catalog-api.ts'

type ImportError = { line: number; error: string }

/**
 * Create a price list (id null) or edit one on the generic edit screen (a new one in the company's currency),
 * with its prices and their CSV import below the fields (spec 5).
 */
export function PriceListEdit({ id }: { id: number | null }) {
  const { company } = useMe()
  return (
    <ResourceEdit resource={priceListResource} id={id} initial={{ currency: company.currency }}>
      {id !== null && <PriceListPrices id={id} />}
    </ResourceEdit>
  )
}

/** The prices a list holds, and a CSV file that replaces them (refused whole, by line, when one is bad). */
function PriceListPrices({ id }: { id: number }) {
  const existing = useRequest((signal) => getPriceList(id, { signal }), [id])
  const [importing, setImporting] = useState(false)
  const [importErrors, setImportErrors] = useState<ImportError[]>([])
  const fileInput = useRef<HTMLInputElement>(null)

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
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

  if (!existing.data) return null
  const prices = existing.data.prices
  return (
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
        <Button type="button" variant="soft" loading={importing} onClick={() => fileInput.current?.click()}>
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
  )
}
