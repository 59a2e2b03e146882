import type { JournalImportPreview } from '@pos/core'
import { Button, Callout, Card, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { type ChangeEvent, useState } from 'react'
import { ApiError } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { LabelledCheckbox } from '../../components/LabelledCheckbox.tsx'
import { OptionalSelect } from '../../components/OptionalSelect.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { today } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { moneyInputText, parseMoneyInput } from '../customers/money-input.ts'
import { booksApi } from './books-api.ts'

type Line = {
  key: number
  account: string
  description: string
  debit: string
  credit: string
  rate: string
  centre: string
}
let lineKeys = 0
const blank = (): Line => ({
  key: ++lineKeys,
  account: '',
  description: '',
  debit: '',
  credit: '',
  rate: '',
  centre: '',
})
/** A debit or credit typed as text, in cents (empty is 0); null when it is not an amount. */
const cents = (text: string) => (text.trim() === '' ? 0 : parseMoneyInput(text))

/**
 * /accounts/journal/new: a manual journal (lines with account, debit or credit, tax rate, cost centre) and the
 * journal CSV import with its preview of every row's error and the spec's warning.
 */
export function JournalNew() {
  const navigate = useNavigate()
  const choices = useRequest((signal) => booksApi.choices(signal), [])
  const [date, setDate] = useState(today())
  const [narration, setNarration] = useState('')
  const [cashBasis, setCashBasis] = useState(false)
  const [lines, setLines] = useState<Line[]>([blank(), blank()])
  const [csv, setCsv] = useState('')
  const [preview, setPreview] = useState<JournalImportPreview>()
  const setLine = (index: number, key: keyof Line, value: string) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, [key]: value } : line)))

  async function post() {
    const chosen = lines.filter((line) => line.account)
    const amounts = chosen.map((line) => ({ debit: cents(line.debit), credit: cents(line.credit) }))
    if (amounts.some(({ debit, credit }) => debit === null || credit === null)) {
      showToast(t('books.amount_unreadable'), 'danger')
      return
    }
    try {
      const answer = await booksApi.postJournal({
        date,
        narration,
        cash_basis: cashBasis,
        lines: chosen.map((line, index) => ({
          account_id: Number(line.account),
          description: line.description,
          ...amounts[index],
          tax_rate_id: line.rate ? Number(line.rate) : null,
          cost_centre_id: line.centre ? Number(line.centre) : null,
        })),
      })
      showToast(t('books.posted'), 'success')
      await navigate({ to: '/accounts/journal/$id', params: { id: String(answer.journal.id) } })
    } catch {
      // Shown by the client (an unbalanced journal, a closed period).
    }
  }

  async function importCsv(commit: boolean) {
    try {
      const answer = await booksApi.importJournal({
        csv,
        date,
        narration: narration || 'Journal import',
        commit,
      })
      setPreview(answer.preview)
      if (answer.journal) {
        showToast(t('books.posted'), 'success')
        await navigate({ to: '/accounts/journal/$id', params: { id: String(answer.journal.id) } })
      }
    } catch (error) {
      if (error instanceof ApiError) {
        const body = error.body as { preview?: JournalImportPreview; error?: string } | null
        if (body?.preview) setPreview(body.preview)
        showToast(error.message, 'danger')
      }
    }
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (file) setCsv(await file.text())
  }

  const data = choices.data
  return (
    <>
      <PageHeader title={t('books.new_journal')} />
      <Card size="2" mb="4">
        <Flex gap="3" wrap="wrap" align="end" mb="3">
          <TextInputField
            id="books-field-8"
            label={t('books.date')}
            type="date"
            value={date}
            onChange={setDate}
          />
          <TextInputField
            id="books-field-9"
            label={t('books.narration')}
            value={narration}
            onChange={setNarration}
          />
          <LabelledCheckbox label={t('books.cash_basis')} checked={cashBasis} onChange={setCashBasis} />
        </Flex>
        <DataTable
          size="1"
          columns={[
            {
              header: t('books.account'),
              cell: (line, index) => (
                <Select.Root
                  value={line.account || undefined}
                  onValueChange={(v) => setLine(index, 'account', v)}
                >
                  <Select.Trigger
                    placeholder={t('books.account')}
                    aria-label={`${t('books.account')} ${index + 1}`}
                  />
                  <Select.Content>
                    {data?.accounts
                      .filter((a) => !a.archived)
                      .map((a) => (
                        <Select.Item key={a.id} value={String(a.id)}>
                          {a.code} {a.name}
                        </Select.Item>
                      ))}
                  </Select.Content>
                </Select.Root>
              ),
            },
            {
              header: t('books.description'),
              cell: (line, index) => (
                <TextField.Root
                  aria-label={`${t('books.description')} ${index + 1}`}
                  value={line.description}
                  onChange={(e) => setLine(index, 'description', e.target.value)}
                />
              ),
            },
            {
              header: t('books.tax_rate'),
              cell: (line, index) => (
                <OptionalSelect
                  id={`journal-rate-${line.key}`}
                  label={`${t('books.tax_rate')} ${index + 1}`}
                  value={line.rate ? Number(line.rate) : null}
                  options={data?.tax_rates ?? []}
                  noneLabel={t('books.none')}
                  onChange={(id) => setLine(index, 'rate', id === null ? '' : String(id))}
                />
              ),
            },
            {
              header: t('books.cost_centre'),
              cell: (line, index) => (
                <OptionalSelect
                  id={`journal-centre-${line.key}`}
                  label={`${t('books.cost_centre')} ${index + 1}`}
                  value={line.centre ? Number(line.centre) : null}
                  options={data?.cost_centres ?? []}
                  noneLabel={t('books.none')}
                  onChange={(id) => setLine(index, 'centre', id === null ? '' : String(id))}
                />
              ),
            },
            ...(['debit', 'credit'] as const).map((side) => ({
              header: t(`books.${side}`),
              cell: (line: (typeof lines)[number], index: number) => (
                <TextField.Root
                  aria-label={`${t(`books.${side}`)} ${index + 1}`}
                  inputMode="decimal"
                  value={line[side]}
                  onChange={(e) => setLine(index, side, e.target.value)}
                />
              ),
            })),
          ]}
          rows={lines}
          rowKey={(line) => line.key}
        />
        <Flex gap="3" mt="3">
          <Button variant="soft" onClick={() => setLines([...lines, blank()])}>
            {t('books.add_line')}
          </Button>
          <Button onClick={() => void post()}>{t('books.post')}</Button>
        </Flex>
      </Card>
      <Card size="2">
        <Heading as="h2" size="3" mb="2">
          {t('books.import')}
        </Heading>
        <Text as="p" size="2" color="gray" mb="2">
          {t('books.import_columns')}
        </Text>
        <Flex gap="3" align="center" mb="3">
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label={t('books.import')}
            onChange={(e) => void readFile(e)}
          />
          <Button variant="soft" disabled={!csv} onClick={() => void importCsv(false)}>
            {t('books.run')}
          </Button>
          <Button disabled={!preview?.ok} onClick={() => void importCsv(true)}>
            {t('books.import_post')}
          </Button>
        </Flex>
        {preview && (
          <>
            <Callout.Root color="orange" mb="3">
              <Callout.Text>{preview.warning}</Callout.Text>
            </Callout.Root>
            {preview.file_errors.map((error) => (
              <Text key={error} as="p" color="red" size="2">
                {error}
              </Text>
            ))}
            <DataTable
              size="1"
              columns={[
                { header: t('books.row'), cell: (row) => row.line },
                { header: t('books.description'), cell: (row) => row.description },
                { header: t('books.account'), cell: (row) => row.accountCode },
                {
                  header: t('books.amount'),
                  align: 'right',
                  cell: (row) => (row.amount === null ? '' : moneyInputText(row.amount)),
                },
                {
                  header: t('books.errors'),
                  cell: (row) => <Text color="red">{row.errors.join('; ')}</Text>,
                },
              ]}
              rows={preview.rows}
              rowKey={(row) => row.line}
            />
          </>
        )}
      </Card>
    </>
  )
}
