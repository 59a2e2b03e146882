import { createFileRoute } from '@tanstack/react-router'
import { OpenClose } from '../../../screens/register-setup/OpenClose.tsx'

export const Route = createFileRoute('/_app/register/open-close')({
  component: OpenClose,
})
