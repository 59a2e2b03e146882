import { createFileRoute } from '@tanstack/react-router'
import { BooksReport } from '../../../../screens/books/BooksReport.tsx'

export const Route = createFileRoute('/_app/accounts/reports/balance-sheet')({
  component: () => <BooksReport kind="balance-sheet" />,
})
