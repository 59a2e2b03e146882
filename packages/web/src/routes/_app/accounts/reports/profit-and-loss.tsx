import { createFileRoute } from '@tanstack/react-router'
import { BooksReport } from '../../../../screens/books/BooksReport.tsx'

export const Route = createFileRoute('/_app/accounts/reports/profit-and-loss')({
  component: () => <BooksReport kind="profit-and-loss" />,
})
