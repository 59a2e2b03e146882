import { fixedAssetResource } from '@pos/core'
import { Button } from '@radix-ui/themes'
import { createFileRoute, Link } from '@tanstack/react-router'
import { validateAnyListSearch } from '../../../../components/entity/list-search.ts'
import { ResourceList } from '../../../../components/resource/index.ts'
import { t } from '../../../../i18n/index.ts'

export const Route = createFileRoute('/_app/accounts/fixed-assets/')({
  validateSearch: validateAnyListSearch,
  component: () => (
    <ResourceList
      resource={fixedAssetResource}
      actions={
        <Button asChild variant="soft">
          <Link to="/accounts/fixed-assets/type">{t('asset.types')}</Link>
        </Button>
      }
    />
  ),
})
