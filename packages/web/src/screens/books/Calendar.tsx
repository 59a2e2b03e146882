import { type BooksSettings, BooksSettingsAnswerSchema, financialYear } from '@pos/core'
import { Button, Card, Flex, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { showToast } from '../../api/toast.ts'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDay, today } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2000, i, 1)).toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' }),
)

/**
 * /admin/calendar: the financial year (July to June by default), the lock date before which nothing posts, and
 * the chart of accounts' open period (From: postings on or after it; To: on or before it).
 */
export function Calendar() {
  const loaded = useRequest(
    (signal) => answers.get(BooksSettingsAnswerSchema, 'proxy/books/settings.json', { signal }),
    [],
  )
  const [form, setForm] = useState<BooksSettings>()
  useEffect(() => {
    if (loaded.data) setForm(loaded.data.settings)
  }, [loaded.data])
  if (!form) return null
  const year = financialYear(today(), form.financial_year_start_month)
  async function save() {
    const answer = await answers.put(BooksSettingsAnswerSchema, 'proxy/books/settings.json', {
      open_from: form?.open_from || null,
      open_to: form?.open_to || null,
      lock_date: form?.lock_date || null,
      financial_year_start_month: form?.financial_year_start_month,
    })
    setForm(answer.settings)
    showToast(t('calendar.saved'), 'success')
  }
  const date = (key: 'open_from' | 'open_to' | 'lock_date', label: string) => (
    <TextInputField
      id={`calendar-${key}`}
      label={label}
      type="date"
      value={form[key] ?? ''}
      onChange={(value) => setForm({ ...form, [key]: value || null })}
    />
  )
  return (
    <>
      <PageHeader title={t('calendar.title')} />
      <Card size="2">
        <Flex direction="column" gap="4" maxWidth="420px">
          <SelectField
            id="calendar-month"
            label={t('calendar.year_start')}
            value={String(form.financial_year_start_month)}
            options={MONTHS.map((month, i) => ({ value: String(i + 1), label: month }))}
            onChange={(value) => setForm({ ...form, financial_year_start_month: Number(value) })}
          />
          <Text size="2" color="gray">
            {t('calendar.current_year', {
              name: year.name,
              start: formatDay(year.start),
              end: formatDay(year.end),
            })}
          </Text>
          {date('lock_date', t('calendar.lock_date'))}
          {date('open_from', t('calendar.open_from'))}
          {date('open_to', t('calendar.open_to'))}
          <Button onClick={() => void save()}>{t('calendar.save')}</Button>
        </Flex>
      </Card>
    </>
  )
}
