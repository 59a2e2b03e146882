import { StoreCreditAdjustedSchema, StoreCreditStatementSchema } from '@pos/core'
import { Card, Flex, Text } from '@radix-ui/themes'
import { answers } from '../../api/answers.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { BalanceAdjustDialog } from './BalanceAdjustDialog.tsx'
import { BalanceStatement } from './BalanceStatement.tsx'
import type { Customer } from './customers-api.ts'

/** Store credit (spec 3): the statement with its running balance, and manual adjustments with a reason. */
export function StoreCreditTab({
  customer,
  onChange,
}: {
  customer: Customer
  onChange: (next: Customer) => void
}) {
  const { company } = useMe()
  const statement = useRequest(
    (signal) =>
      answers.get(StoreCreditStatementSchema, `proxy/customer/${customer.id}/store-credit.json`, { signal }),
    [customer.id, customer.credit_balance],
  )
  const money = (cents: number) => formatMoney(cents, company.currency)
  return (
    <Flex direction="column" gap="4" mt="4">
      <Flex justify="between" align="center" wrap="wrap" gap="3">
        <Text size="5" weight="bold" data-testid="credit-balance">
          {t('customers.balance')}: {money(customer.credit_balance)}
        </Text>
        <BalanceAdjustDialog
          title={t('customers.adjust_credit')}
          hint={t('customers.adjust_credit_hint')}
          idPrefix="credit"
          reasonKind="store_credit"
          noReasonsText={t('customers.no_credit_reasons')}
          addLabel={t('customers.add_credit')}
          takeLabel={t('customers.take_credit')}
          initial="add"
          withReference
          successText={t('customers.credit_adjusted')}
          saveLabel={t('customers.save_adjustment')}
          onSubmit={async ({ cents, reasonId, description, reference }) => {
            const answer = await answers.post(
              StoreCreditAdjustedSchema,
              `proxy/customer/${customer.id}/store-credit.json`,
              {
                amount: cents,
                reason_id: reasonId,
                description,
                reference,
              },
            )
            onChange(answer.customer)
          }}
        />
      </Flex>
      <Card size="1">
        <BalanceStatement
          label={t('customers.tab_store_credit')}
          rows={statement.data?.transactions.map((row) => ({ ...row, by: row.user }))}
          currency={company.currency}
          withReference
          emptyText={t('customers.no_credit')}
        />
      </Card>
    </Flex>
  )
}
