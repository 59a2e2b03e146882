import { createFileRoute } from '@tanstack/react-router'
import { TemplateEdit } from '../../../../screens/register-setup/TemplateEdit.tsx'

export const Route = createFileRoute('/_app/register/register-template/new')({
  component: () => <TemplateEdit id={null} />,
})
