import { createFileRoute } from '@tanstack/react-router'
import { TemplateEdit } from '../../../../screens/register-setup/TemplateEdit.tsx'

export const Route = createFileRoute('/_app/register/register-template/$id')({
  component: EditTemplate,
})

function EditTemplate() {
  const { id } = Route.useParams()
  return <TemplateEdit key={id} id={Number(id)} />
}
