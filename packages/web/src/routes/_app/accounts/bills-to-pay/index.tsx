import { billResource } from '@pos/core'
import { Button } from '@radix-ui/themes'
import { createFileRoute, Link } from '@tanstack/react-router'
import { validateAnyListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'
import { t } from '../../../../i18n/index.ts'

export const Route = createFileRoute('/_app/accounts/bills-to-pay/')({
  validateSearch: validateAnyListSearch,
  component: () => (
    <ResourceList
      resource={billResource}
      actions={
        <Button asChild variant="soft">
          <Link to="/accounts/payment/export">{t('purchasing.export_title')}</Link>
        </Button>
      }
    />
  ),
})
