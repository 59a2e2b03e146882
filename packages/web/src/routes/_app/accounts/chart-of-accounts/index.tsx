import { accountResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { validateAnyListSearch } from '../../../../components/entity/list-search.ts'
import { NewLink } from '../../../../components/NewLink.tsx'
import { ResourceList } from '../../../../components/resource/index.ts'

export const Route = createFileRoute('/_app/accounts/chart-of-accounts/')({
  validateSearch: validateAnyListSearch,
  component: ChartOfAccounts,
})

/** The chart of accounts: a new account or a new bank account (spec 2 new/account, new/bank). */
function ChartOfAccounts() {
  return (
    <ResourceList
      resource={accountResource}
      create={{ to: '/accounts/chart-of-accounts/new/account', label: 'New account' }}
      actions={<NewLink to="/accounts/chart-of-accounts/new/bank" label="New bank account" variant="soft" />}
    />
  )
}
