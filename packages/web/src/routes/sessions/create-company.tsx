import { createFileRoute } from '@tanstack/react-router'
import { CreateCompany } from '../../screens/sessions/CreateCompany.tsx'

export const Route = createFileRoute('/sessions/create-company')({
  component: CreateCompany,
})
