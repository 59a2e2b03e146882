import { createFileRoute } from '@tanstack/react-router'
import { Dashboard } from '../../screens/dashboard/Dashboard.tsx'

export const Route = createFileRoute('/_app/dashboard')({
  component: Dashboard,
})
