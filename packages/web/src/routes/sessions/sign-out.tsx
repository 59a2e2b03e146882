import { createFileRoute } from '@tanstack/react-router'
import { SignOut } from '../../screens/sessions/SignOut.tsx'

export const Route = createFileRoute('/sessions/sign-out')({
  component: SignOut,
})
