import { createFileRoute } from '@tanstack/react-router'
import { OptionTemplates } from '../../../screens/catalog/OptionTemplates.tsx'

export const Route = createFileRoute('/_app/product/option-templates')({
  component: OptionTemplates,
})
