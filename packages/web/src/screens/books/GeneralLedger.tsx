import { Button, Card, Flex, Link as RadixLink, Table, Text } from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
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
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('books.date')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('books.narration')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('books.source')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('books.debit')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('books.credit')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('books.balance')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              <Table.Row>
                <Table.Cell colSpan={5}>{t('books.opening')}</Table.Cell>
                <Table.Cell justify="end">{money(ledger.data.opening_balance)}</Table.Cell>
              </Table.Row>
              {ledger.data.lines.map((line) => (
                <Table.Row key={line.id}>
                  <Table.Cell>{formatDate(line.date)}</Table.Cell>
                  <Table.Cell>{line.description || line.narration}</Table.Cell>
                  <Table.Cell>
                    <RadixLink asChild>
                      <Link to={line.link as never}>{sourceName(line.source_kind)}</Link>
                    </RadixLink>
                  </Table.Cell>
                  <Table.Cell justify="end">{line.debit ? money(line.debit) : ''}</Table.Cell>
                  <Table.Cell justify="end">{line.credit ? money(line.credit) : ''}</Table.Cell>
                  <Table.Cell justify="end">{money(line.balance)}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell colSpan={5}>{t('books.closing')}</Table.Cell>
                <Table.Cell justify="end">{money(ledger.data.closing_balance)}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Card>
      )}
    </>
  )
}
