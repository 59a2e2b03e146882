import { createFileRoute } from '@tanstack/react-router'
import { SessionLayout } from '../../screens/sessions/SessionLayout.tsx'

export const Route = createFileRoute('/sessions')({
  component: SessionLayout,
})
