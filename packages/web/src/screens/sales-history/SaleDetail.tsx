import { EnvelopeClosedIcon, ResetIcon } from '@radix-ui/react-icons'
import { Box, Button, Card, Dialog, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { DialogButtons } from '../../components/DialogButtons.tsx'
import { Facts } from '../../components/Facts.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useBusy } from '../../hooks/use-busy.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { printReceipt } from '../../register/receipt/print-receipt.ts'
import { ReceiptView } from '../../register/receipt/ReceiptView.tsx'
import { registerApi } from '../../register/register-api.ts'

/** /sales/sales-history/{id}: a sale, its receipt (reprint, email) and the start of a return (spec 2). */
export function SaleDetail({ id }: { id: number }) {
  const sale = useRequest((signal) => registerApi.sale(id, signal), [id])
  const receipt = useRequest((signal) => registerApi.receipt(id, signal), [id])
  if (!sale.data) return null
  const { sale: view, totals } = sale.data
  const money = (amount: number) => formatMoney(amount, view.currency)
  return (
    <>
      <PageHeader
        title={t('saleview.title', { receipt: view.receipt_number })}
        description={`${formatDateTime(view.created)} · ${view.store_name ?? ''} · ${view.register_name ?? ''}`}
        actions={
          <>
            <BackLink to="/sales/sales-history" />
            <EmailReceipt saleId={view.id} defaultEmail={view.customer_email ?? ''} />
            <Button variant="soft" onClick={printReceipt} disabled={!receipt.data}>
              {t('saleview.print')}
            </Button>
            <Button asChild variant="soft" color="orange">
              <a href={`/register/sale?return=${view.id}`}>
                <ResetIcon />
                {t('saleview.return')}
              </a>
            </Button>
          </>
        }
      />
      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="5" align="start">
        <Flex direction="column" gap="5">
          <Card size="2">
            <Facts
              facts={[
                { label: t('history.customer'), value: view.customer_name ?? t('saleview.walk_in') },
                view.employee && {
                  label: t('saleview.served_by', { name: '' }).trim(),
                  value: view.employee.display_name,
                },
              ]}
            />
          </Card>
          <Card size="2">
            <Heading as="h2" size="3" mb="2">
              {t('saleview.lines')}
            </Heading>
            <DataTable
              size="1"
              columns={[
                {
                  header: t('saleview.item'),
                  rowHeader: true,
                  cell: (line) => (
                    <>
                      {line.item.name}
                      <Text as="div" size="1" color="gray">
                        {line.item.sku}
                      </Text>
                    </>
                  ),
                },
                { header: t('saleview.quantity'), align: 'right', cell: (line) => line.quantity },
                { header: t('saleview.price'), align: 'right', cell: (line) => money(line.item_price) },
                {
                  header: t('saleview.discount'),
                  align: 'right',
                  cell: (line) => (line.item_discount ? money(-line.item_discount) : ''),
                },
                {
                  header: t('saleview.amount'),
                  align: 'right',
                  cell: (line) => money(line.quantity * line.item_price - line.item_discount),
                },
              ]}
              rows={view.lines}
              rowKey={(line) => line.id}
            />
            <Flex direction="column" align="end" gap="1" mt="3">
              <Text size="2">
                {t('saleview.subtotal')}: {money(totals.subtotal - totals.discounts)}
              </Text>
              <Text size="2" color="gray">
                {t('saleview.tax')}: {money(totals.tax)}
              </Text>
              <Text size="3" weight="bold">
                {t('saleview.total')}: {money(totals.total)}
              </Text>
            </Flex>
          </Card>
          <Card size="2">
            <Heading as="h2" size="3" mb="2">
              {t('saleview.payments')}
            </Heading>
            <DataTable
              size="1"
              heads={false}
              columns={[
                { key: 'name', header: null, cell: (payment) => payment.name },
                { key: 'amount', header: null, align: 'right', cell: (payment) => money(payment.amount) },
              ]}
              rows={[
                ...view.payments,
                ...(totals.change !== 0 ? [{ name: t('saleview.change'), amount: totals.change }] : []),
              ]}
              // Payments have no id of their own: their order is their key.
              rowKey={(_payment, index) => index}
            />
          </Card>
        </Flex>
        <Box>
          <Heading as="h2" size="3" mb="2">
            {t('saleview.receipt')}
          </Heading>
          {receipt.data && (
            <div className="receipt-print">
              <ReceiptView receipt={receipt.data.receipt} />
            </div>
          )}
        </Box>
      </Grid>
    </>
  )
}

function EmailReceipt({ saleId, defaultEmail }: { saleId: number; defaultEmail: string }) {
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState(defaultEmail)
  const { busy, run } = useBusy()
  async function send(event: FormEvent) {
    event.preventDefault()
    await run(async () => {
      const answer = await registerApi.emailReceipt(saleId, email.trim())
      showToast(t('saleview.emailed', { to: answer.to }), 'success')
      setOpen(false)
    })
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="soft">
          <EnvelopeClosedIcon />
          {t('saleview.email')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{t('saleview.email')}</Dialog.Title>
        <form onSubmit={send}>
          <Flex direction="column" gap="3">
            <Text as="label" size="2" htmlFor="receipt-email">
              {t('saleview.email_to')}
            </Text>
            <TextField.Root
              id="receipt-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <DialogButtons label={t('saleview.email')} loading={busy} />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
