import { createFileRoute } from '@tanstack/react-router'
import { GeneralLedger } from '../../../screens/books/GeneralLedger.tsx'

export const Route = createFileRoute('/_app/accounts/general-ledger')({
  validateSearch: (search: Record<string, unknown>): { account?: number } => {
    const account = Number(search.account)
    return Number.isSafeInteger(account) && account > 0 ? { account } : {}
  },
  component: function GeneralLedgerRoute() {
    const { account } = Route.useSearch()
    return <GeneralLedger account={account} />
  },
})
