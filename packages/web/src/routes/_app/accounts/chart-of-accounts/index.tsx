import { accountResource } from '@pos/core'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button } from '@radix-ui/themes'
import { createFileRoute, Link } from '@tanstack/react-router'
import { validateAnyListSearch } from '../../../../components/entity/list-search.ts'
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
      actions={
        <Button asChild variant="soft">
          <Link to="/accounts/chart-of-accounts/new/bank">
            <PlusIcon />
            New bank account
          </Link>
        </Button>
      }
    />
  )
}
