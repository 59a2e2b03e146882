import { Button, Card, Flex, Link as RadixLink, Table, Text } from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { DataTable } from '../../components/DataTable.tsx'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDate } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { booksApi, queryOf } from './books-api.ts'
import { sourceName } from './source-name.ts'

const money = (cents: number) => formatMoney(cents, 'AUD')

/**
 * /accounts/general-ledger: an account's lines over a period with the running balance, a cost centre filter,
 * each line opening its source (a sale, a journal, an invoice), and CSV export.
 */
export function GeneralLedger({ account }: { account?: number | undefined }) {
  const navigate = useNavigate()
  const choices = useRequest((signal) => booksApi.choices(signal), [])
  const [form, setForm] = useState({ from: '', to: '', centre: '' })
  const [period, setPeriod] = useState({ from: '', to: '', centre: '' })
  const query = queryOf({
    account_id: account,
    from: period.from,
    to: period.to,
    cost_centre_id: period.centre,
  })
  const ledger = useRequest(account ? (signal) => booksApi.ledger(query, signal) : null, [query])
  return (
    <>
      <PageHeader
        title={t('books.general_ledger')}
        actions={
          account ? (
            <Button asChild variant="soft">
              <a
                href={`/api/proxy/general-ledger.json?${queryOf({ account_id: account, from: period.from, to: period.to, cost_centre_id: period.centre, format: 'csv' })}`}
              >
                {t('books.csv')}
              </a>
            </Button>
          ) : (
            <Button variant="soft" disabled>
              {t('books.csv')}
            </Button>
          )
        }
      />
      <Card size="2" mb="4">
        <Flex gap="3" align="end" wrap="wrap">
          <SelectField
            id="books-field-4"
            label={t('books.account')}
            value={account ? String(account) : ''}
            options={(choices.data?.accounts ?? []).map((a) => ({
              value: String(a.id),
              label: `${a.code} ${a.name}`,
            }))}
            onChange={(value) =>
              void navigate({ to: '/accounts/general-ledger', search: { account: Number(value) } })
            }
            placeholder={t('books.account')}
          />
          <TextInputField
            id="books-field-5"
            label={t('books.from')}
            type="date"
            value={form.from}
            onChange={(text) => setForm({ ...form, from: text })}
          />
          <TextInputField
            id="books-field-6"
            label={t('books.to')}
            type="date"
            value={form.to}
            onChange={(text) => setForm({ ...form, to: text })}
          />
          <SelectField
            id="books-field-7"
            label={t('books.cost_centre')}
            value={form.centre || 'all'}
            options={[
              { value: 'all', label: t('common.all') },
              ...(choices.data?.cost_centres ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            onChange={(value) => setForm({ ...form, centre: value === 'all' ? '' : value })}
          />
          <Button onClick={() => setPeriod(form)}>{t('books.run')}</Button>
        </Flex>
      </Card>
      {!account && (
        <Text as="p" size="2" color="gray">
          {t('books.choose_ledger_account')}
        </Text>
      )}
      {ledger.data && (
        <Card size="2">
          <DataTable
            size="1"
            columns={[
              { header: t('books.date'), cell: (line) => formatDate(line.date) },
              { header: t('books.narration'), cell: (line) => line.description || line.narration },
              {
                header: t('books.source'),
                cell: (line) => (
                  <RadixLink asChild>
                    <Link to={line.link as never}>{sourceName(line.source_kind)}</Link>
                  </RadixLink>
                ),
              },
              {
                header: t('books.debit'),
                align: 'right',
                cell: (line) => (line.debit ? money(line.debit) : ''),
              },
              {
                header: t('books.credit'),
                align: 'right',
                cell: (line) => (line.credit ? money(line.credit) : ''),
              },
              { header: t('books.balance'), align: 'right', cell: (line) => money(line.balance) },
            ]}
            rows={ledger.data.lines}
            rowKey={(line) => line.id}
            before={<BalanceRow label={t('books.opening')} balance={money(ledger.data.opening_balance)} />}
            footer={<BalanceRow label={t('books.closing')} balance={money(ledger.data.closing_balance)} />}
          />
        </Card>
      )}
    </>
  )
}

/** The ledger's opening or closing balance: a row across the table with the balance in its last column. */
function BalanceRow({ label, balance }: { label: string; balance: string }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={5}>{label}</Table.Cell>
      <Table.Cell justify="end">{balance}</Table.Cell>
    </Table.Row>
  )
}
