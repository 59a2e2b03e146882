import { locationResource } from '@pos/core'
import { Button } from '@radix-ui/themes'
import { createFileRoute, Link } from '@tanstack/react-router'
import { resourceClient } from '../../../../api/resource-client.ts'
import { ResourceEdit } from '../../../../components/resource/index.ts'
import { useRequest } from '../../../../hooks/use-request.ts'
import { t } from '../../../../i18n/index.ts'
import { requireNumericParams } from '../../../../shell/numeric-params.ts'

export const Route = createFileRoute('/_app/inventory/locations/$id')({
  beforeLoad: requireNumericParams,
  component: Edit,
})

const locations = resourceClient(locationResource)

/** The location's edit screen, with the way to what it holds (spec 2 /inventory/locations/{warehouse}/{location}). */
function Edit() {
  const { id } = Route.useParams()
  const { data: location } = useRequest((signal) => locations.get(Number(id), { signal, quiet: true }), [id])
  return (
    <ResourceEdit
      key={id}
      resource={locationResource}
      id={Number(id)}
      headerActions={
        location && (
          <Button type="button" variant="soft" asChild>
            <Link
              to="/inventory/locations/$warehouse_id/$location_id"
              params={{ warehouse_id: String(location.warehouse_id), location_id: String(location.id) }}
            >
              {t('inventory.stock_here')}
            </Link>
          </Button>
        )
      }
    />
  )
}
