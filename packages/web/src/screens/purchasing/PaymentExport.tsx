import { billOwed, billResource, billsOwed, PaymentExportAnswerSchema } from '@pos/core'
import { Button, Card, Checkbox, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { answers } from '../../api/answers.ts'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { DocumentFields } from '../../components/document/DocumentParts.tsx'
import { LinesError } from '../../components/document-lines/LinesError.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDate } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useCan } from '../../session/session.ts'
import { ChoiceField, today, useMoney, usePurchasingChoices } from './parts.tsx'

const bills = resourceClient(billResource)

/** Saves text as a file through the browser's download. */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/**
 * /accounts/payment/export: bills awaiting payment chosen, the bank account they are paid from and its bank file's
 * header (bank, APCA user id, description, processing date); the server records the payments and answers the ABA
 * file (core abaFile), which the browser downloads.
 */
export function PaymentExport() {
  const money = useMoney()
  const can = useCan()
  const choices = usePurchasingChoices()
  const awaiting = useRequest(
    (signal) => bills.list({ status: 'awaiting_payment', limit: 250 }, { signal }),
    [],
  )
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const [bank, setBank] = useState('')
  const [bankCode, setBankCode] = useState('')
  const [userId, setUserId] = useState('')
  const [description, setDescription] = useState('SUPPLIERS')
  const [date, setDate] = useState(today())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const rows = awaiting.data?.rows ?? []
  const total = billsOwed(rows.filter((row) => chosen.has(row.id)))
  const account = bank || choices.bankChoices[0]?.value || ''

  function toggle(id: number, on: boolean) {
    const next = new Set(chosen)
    if (on) next.add(id)
    else next.delete(id)
    setChosen(next)
  }

  async function exportFile() {
    if (chosen.size === 0) {
      setErrors({ bill_ids: t('purchasing.choose_bills') })
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const answer = await answers.post(PaymentExportAnswerSchema, 'proxy/payment/export.json', {
        bill_ids: [...chosen],
        account_id: account ? Number(account) : 0,
        date,
        bank: bankCode,
        user_id: userId,
        description,
      })
      download(answer.aba, answer.filename)
      showToast(t('purchasing.exported', { total: money(answer.total) }), 'success')
      setChosen(new Set())
      awaiting.reload()
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) setErrors({ [refusal.field ?? 'bill_ids']: refusal.message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <PageHeader title={t('purchasing.export_title')} description={t('purchasing.export_description')} />
      <DocumentFields columns={{ initial: '1', sm: '2', md: '3' }}>
        <ChoiceField
          id="export-account"
          label={t('purchasing.bank_account')}
          value={account}
          choices={choices.bankChoices}
          onChange={setBank}
          error={errors.account_id}
        />
        <TextInputField
          id="export-bank"
          label={t('purchasing.bank')}
          value={bankCode}
          maxLength={3}
          onChange={setBankCode}
          error={errors.bank}
        />
        <TextInputField
          id="export-user"
          label={t('purchasing.apca_id')}
          inputMode="numeric"
          value={userId}
          maxLength={6}
          onChange={setUserId}
          error={errors.user_id}
        />
        <TextInputField
          id="export-description"
          label={t('purchasing.file_description')}
          value={description}
          maxLength={12}
          onChange={setDescription}
          error={errors.description}
        />
        <TextInputField
          id="export-date"
          label={t('purchasing.process_date')}
          type="date"
          value={date}
          onChange={setDate}
          error={errors.date}
        />
      </DocumentFields>
      <Card size="3" mb="4">
        {rows.length === 0 && !awaiting.loading ? (
          <Text color="gray">{t('purchasing.nothing_to_pay')}</Text>
        ) : (
          <DataTable
            size="1"
            columns={[
              {
                key: 'chosen',
                header: null,
                width: '2.5em',
                cell: (row) => (
                  <Checkbox
                    aria-label={row.number}
                    checked={chosen.has(row.id)}
                    onCheckedChange={(on) => toggle(row.id, on === true)}
                  />
                ),
              },
              { header: t('purchasing.bill'), cell: (row) => row.number },
              { header: t('purchasing.supplier'), cell: (row) => row.supplier_name },
              { header: t('purchasing.supplier_invoice'), cell: (row) => row.reference },
              { header: t('purchasing.due_date'), cell: (row) => formatDate(`${row.due_date}T00:00:00`) },
              { header: t('purchasing.amount'), align: 'right', cell: (row) => money(billOwed(row)) },
            ]}
            rows={rows}
            rowKey={(row) => row.id}
            rowAlign="center"
          />
        )}
        <LinesError error={errors.bill_ids} />
        <Flex justify="between" align="center" mt="3" gap="4" wrap="wrap">
          <Text size="3" weight="bold" data-testid="export-total">
            {t('purchasing.selected_total', { total: money(total) })}
          </Text>
          {/* It pays the bills it lists: the approve right of Accounts, as the server asks. */}
          {can('accounts', 'approve') && (
            <Button type="button" loading={busy} onClick={() => void exportFile()}>
              {t('purchasing.export')}
            </Button>
          )}
        </Flex>
      </Card>
    </>
  )
}
