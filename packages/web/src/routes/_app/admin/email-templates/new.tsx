import { createFileRoute } from '@tanstack/react-router'
import { EmailTemplateEdit } from '../../../../screens/templates/TemplateEdit.tsx'

export const Route = createFileRoute('/_app/admin/email-templates/new')({
  component: () => <EmailTemplateEdit id={null} />,
})
