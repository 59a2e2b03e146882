import { createFileRoute } from '@tanstack/react-router'
import { JournalNew } from '../../../../screens/books/JournalNew.tsx'

export const Route = createFileRoute('/_app/accounts/journal/new')({ component: JournalNew })
