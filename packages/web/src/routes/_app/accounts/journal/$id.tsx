import { createFileRoute } from '@tanstack/react-router'
import { JournalView } from '../../../../screens/books/JournalView.tsx'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/accounts/journal/$id')({
  beforeLoad: requireNumericParams,
  component: function JournalRoute() {
    const { id } = Route.useParams()
    return <JournalView id={Number(id)} />
  },
})
