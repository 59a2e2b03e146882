import { printTemplateResource } from '@pos/core'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceList, resourceSearch } from '../../../../components/resource/index.ts'
import { t } from '../../../../i18n/index.ts'

export const Route = createFileRoute('/_app/admin/print-templates/')({
  validateSearch: resourceSearch(printTemplateResource),
  component: () => <ResourceList resource={printTemplateResource} description={t('templates.print_intro')} />,
})
