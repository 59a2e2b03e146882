import { createFileRoute } from '@tanstack/react-router'
import { BankAccounts } from '../../../screens/banking/BankAccounts.tsx'

export const Route = createFileRoute('/_app/accounts/bank-accounts')({ component: BankAccounts })
