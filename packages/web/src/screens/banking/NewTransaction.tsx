import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { Field } from '../../components/Field.tsx'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { OptionalSelect } from '../../components/OptionalSelect.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { booksApi } from '../books/books-api.ts'
import { bankingApi } from './banking-api.ts'

type Props = {
  accountId: number
  /** The one selected statement line, if exactly one is selected. */
  line: { id: number; description: string } | undefined
  onDone: () => void
}

/** A new transaction for a statement line nothing in the books matches: account, tax rate, description. */
export function NewTransaction({ accountId, line, onDone }: Props) {
  const choices = useRequest((signal) => booksApi.choices(signal), [])
  const [account, setAccount] = useState<string>('')
  const [rate, setRate] = useState<number | null>(null)
  const [description, setDescription] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function create() {
    if (!line) return
    setErrors({})
    try {
      await bankingApi.transaction(accountId, {
        statement_line_id: line.id,
        account_id: Number(account),
        tax_rate_id: rate,
        description,
      })
      showToast(t('bank.matched'), 'success')
      setDescription('')
      onDone()
    } catch (error) {
      const refusal = refusalOf(error)
      setErrors({ [refusal?.field ?? 'account_id']: refusal?.message ?? t('error.unexpected') })
    }
  }

  const accounts = (choices.data?.accounts ?? []).filter((a) => !a.archived && a.id !== accountId)
  const rates = (choices.data?.tax_rates ?? []).filter((r) => !r.archived)
  return (
    <Card size="2" mb="4">
      <Heading as="h2" size="4" mb="1">
        {t('bank.create')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {line ? `${t('bank.create_about')} ${line.description}` : t('bank.choose_one')}
      </Text>
      <Grid columns={{ initial: '1', sm: '3' }} gap="3" mb="3">
        <SelectField
          id="transaction-account"
          label={t('bank.other_account')}
          value={account}
          options={accounts.map((a) => ({ value: String(a.id), label: `${a.code} ${a.name}` }))}
          onChange={setAccount}
          error={errors.account_id}
          placeholder={t('bank.other_account')}
          disabled={!line}
        />
        <Field label={t('bank.tax_rate')} htmlFor="transaction-rate" error={errors.tax_rate_id}>
          <OptionalSelect
            id="transaction-rate"
            value={rate}
            options={rates}
            noneLabel={t('bank.no_tax')}
            onChange={setRate}
          />
        </Field>
        <TextInputField
          id="transaction-description"
          label={t('bank.description')}
          value={description}
          disabled={!line}
          onChange={setDescription}
          error={errors.description}
        />
      </Grid>
      <Flex>
        <Button type="button" disabled={!line || !account} onClick={() => void create()}>
          {t('bank.create_button')}
        </Button>
      </Flex>
    </Card>
  )
}
