import type { Partner, ShippitQuote } from '@pos/core'
import { Button, Flex, Text } from '@radix-ui/themes'
import { type ReactNode, useState } from 'react'
import { DataTable } from '../../components/DataTable.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { partnersApi } from './partners-api.ts'
import { type ActionResult, usePartnerAction } from './use-partner-action.ts'

type Props = { partner: Partner; generation: number; onDone: () => void }

/** What each partner's page can do; every button says what came of it below the buttons. */
export function PartnerActions(props: Props) {
  switch (props.partner) {
    case 'shopify':
      return <ShopifyActions {...props} />
    case 'shippit':
      return <ShippitActions {...props} />
    case 'klaviyo':
      return <KlaviyoActions {...props} />
    case 'cloud-print':
      return <CloudPrintActions {...props} />
  }
}

function Result({ result }: { result: ActionResult | undefined }) {
  if (!result) return null
  return (
    <Text
      as="p"
      size="2"
      mt="3"
      color={result.pending ? 'gray' : result.ok ? 'green' : 'red'}
      data-testid="partner-action-result"
      data-job-state={result.job?.state}
      role="status"
    >
      {result.message}
    </Text>
  )
}

/** A labelled id box with its button beside it (the manual sync by id, a fulfillment, a sale). */
function IdRow(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <Flex gap="2" align="end" wrap="wrap">
      <TextInputField
        id={props.id}
        label={props.label}
        value={props.value}
        inputMode="numeric"
        onChange={props.onChange}
      />
      {props.children}
    </Flex>
  )
}

function ShopifyActions({ generation, onDone }: Props) {
  const currency = useMe().company.currency
  const { busy, result, run } = usePartnerAction(onDone)
  const [orderId, setOrderId] = useState('')
  const [productId, setProductId] = useState('')
  const orders = useRequest((signal) => partnersApi.shopifyOrders(signal), [generation])
  return (
    <>
      <Flex gap="2" wrap="wrap">
        {(['products', 'stock', 'orders'] as const).map((what) => (
          <Button key={what} loading={busy === what} onClick={() => run(what, 'shopify/sync', { what })}>
            {t(`partners.shopify.${what}`)}
          </Button>
        ))}
      </Flex>
      <Flex gap="4" mt="3" wrap="wrap">
        <IdRow
          id="shopify-order-id"
          label={t('partners.shopify.order_id')}
          value={orderId}
          onChange={setOrderId}
        >
          <Button
            variant="soft"
            loading={busy === 'order'}
            onClick={() => run('order', 'shopify/sync-order', { order_id: orderId })}
          >
            {t('partners.shopify.sync_order')}
          </Button>
        </IdRow>
        <IdRow
          id="shopify-product-id"
          label={t('partners.shopify.product_id')}
          value={productId}
          onChange={setProductId}
        >
          <Button
            variant="soft"
            loading={busy === 'product'}
            onClick={() => run('product', 'shopify/sync-product', { product_id: productId })}
          >
            {t('partners.shopify.sync_product')}
          </Button>
        </IdRow>
      </Flex>
      <Result result={result} />
      <Text as="p" weight="medium" mt="4" mb="2">
        {t('partners.shopify.pulled')}
      </Text>
      {(orders.data?.orders ?? []).length === 0 ? (
        <Text size="2" color="gray">
          {t('partners.shopify.no_orders')}
        </Text>
      ) : (
        <DataTable
          size="1"
          columns={[
            { header: t('partners.col.order'), cell: (order) => order.remote_id },
            { header: t('partners.col.email'), cell: (order) => order.data.email },
            {
              header: t('partners.col.total'),
              align: 'right',
              cell: (order) => formatMoney(order.data.total, order.data.currency || currency),
            },
          ]}
          rows={(orders.data?.orders ?? []).slice(0, 10)}
          rowKey={(order) => order.local_key}
        />
      )}
    </>
  )
}

function ShippitActions({ generation, onDone }: Props) {
  const currency = useMe().company.currency
  const { busy, result, run, perform } = usePartnerAction(onDone)
  const [fulfillment, setFulfillment] = useState('')
  const [quotes, setQuotes] = useState<ShippitQuote[]>([])
  const shipments = useRequest((signal) => partnersApi.shipments(signal), [generation])
  const body = (print = false) => ({ fulfillment_id: Number(fulfillment) || 0, print })
  return (
    <>
      <IdRow
        id="shippit-fulfillment"
        label={t('partners.shippit.fulfillment_id')}
        value={fulfillment}
        onChange={setFulfillment}
      >
        <Button
          variant="soft"
          loading={busy === 'quote'}
          onClick={async () =>
            setQuotes((await perform('quote', () => partnersApi.quote(body())))?.quotes ?? [])
          }
        >
          {t('partners.shippit.quote')}
        </Button>
        <Button loading={busy === 'book'} onClick={() => run('book', 'shippit/book', body())}>
          {t('partners.shippit.book')}
        </Button>
        <Button
          variant="soft"
          loading={busy === 'label'}
          onClick={() => run('label', 'shippit/label', body())}
        >
          {t('partners.shippit.label')}
        </Button>
        <Button
          variant="soft"
          loading={busy === 'print'}
          onClick={() => run('print', 'shippit/label', body(true))}
        >
          {t('partners.shippit.print_label')}
        </Button>
      </IdRow>
      <Result result={result} />
      {quotes.length > 0 ? (
        <DataTable
          size="1"
          mt="3"
          columns={[
            {
              header: t('partners.col.courier'),
              cell: (quote) => `${quote.courier} (${quote.service_level})`,
            },
            { header: t('partners.col.transit'), cell: (quote) => quote.transit },
            {
              header: t('partners.col.price'),
              align: 'right',
              cell: (quote) => formatMoney(quote.price, currency),
            },
          ]}
          rows={quotes}
          rowKey={(quote) => `${quote.courier}-${quote.service_level}`}
        />
      ) : null}
      <Text as="p" weight="medium" mt="4" mb="2">
        {t('partners.shippit.shipments')}
      </Text>
      {(shipments.data?.shipments ?? []).length === 0 ? (
        <Text size="2" color="gray">
          {t('partners.shippit.no_shipments')}
        </Text>
      ) : (
        <DataTable
          size="1"
          columns={[
            { header: t('partners.col.fulfillment'), cell: (row) => row.local_key },
            { header: t('partners.col.tracking'), cell: (row) => row.remote_id },
            { header: t('partners.col.state'), cell: (row) => row.data.state },
            {
              header: t('partners.col.label'),
              cell: (row) =>
                row.data.label_url ? (
                  <a href={row.data.label_url} target="_blank" rel="noreferrer">
                    {t('partners.open_label')}
                  </a>
                ) : (
                  '—'
                ),
            },
          ]}
          rows={shipments.data?.shipments ?? []}
          rowKey={(row) => row.local_key}
        />
      )}
    </>
  )
}

function KlaviyoActions({ onDone }: Props) {
  const { busy, result, run } = usePartnerAction(onDone)
  const [sale, setSale] = useState('')
  return (
    <>
      <Flex gap="4" wrap="wrap" align="end">
        <Button loading={busy === 'customers'} onClick={() => run('customers', 'klaviyo/sync')}>
          {t('partners.klaviyo.customers')}
        </Button>
        <IdRow id="klaviyo-sale" label={t('partners.klaviyo.sale_id')} value={sale} onChange={setSale}>
          <Button
            variant="soft"
            loading={busy === 'event'}
            onClick={() => run('event', 'klaviyo/event', { sale_id: Number(sale) || 0 })}
          >
            {t('partners.klaviyo.event')}
          </Button>
        </IdRow>
      </Flex>
      <Result result={result} />
    </>
  )
}

function CloudPrintActions({ generation, onDone }: Props) {
  const { busy, result, run } = usePartnerAction(onDone)
  const settings = useRequest((signal) => partnersApi.settings('cloud-print', signal), [generation])
  const printers =
    (settings.data?.settings as { printers?: { id: number; name: string; state: string }[] } | undefined)
      ?.printers ?? []
  return (
    <>
      <Flex gap="2" wrap="wrap">
        <Button loading={busy === 'printers'} onClick={() => run('printers', 'cloud-print/printers')}>
          {t('partners.cloud.register')}
        </Button>
        <Button
          variant="soft"
          loading={busy === 'print'}
          onClick={() => run('print', 'cloud-print/print', { sale_id: null })}
        >
          {t('partners.cloud.test_receipt')}
        </Button>
      </Flex>
      <Result result={result} />
      <Text as="p" weight="medium" mt="4" mb="2">
        {t('partners.cloud.printers')}
      </Text>
      {printers.length === 0 ? (
        <Text size="2" color="gray">
          {t('partners.cloud.no_printers')}
        </Text>
      ) : (
        <Flex direction="column" gap="1">
          {printers.map((printer) => (
            <Text key={printer.id} size="2">
              {printer.name}{' '}
              <Text color="gray">
                ({printer.state || '—'}, #{printer.id})
              </Text>
            </Text>
          ))}
        </Flex>
      )}
    </>
  )
}
