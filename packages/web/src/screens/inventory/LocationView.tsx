import { Badge, Button, Card, Flex, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { DataTable } from '../../components/DataTable.tsx'
import { Facts } from '../../components/Facts.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { inventoryApi } from './inventory-api.ts'
import { StockMovementsLink } from './StockMovementsLink.tsx'

/**
 * A location and what it holds (spec 2 /inventory/locations/{warehouse_id}/{location_id}): stock on hand at the
 * location, from the ledger's per-location projection, each item linking to its movements at the warehouse.
 */
export function LocationView({ warehouseId, locationId }: { warehouseId: number; locationId: number }) {
  const { data, failed } = useRequest(
    (signal) => inventoryApi.location(warehouseId, locationId, signal),
    [warehouseId, locationId],
  )
  if (failed)
    return (
      <Text as="p" color="gray">
        {t('error.not_found')}
      </Text>
    )
  if (!data) return null
  const { location, stock } = data
  const units = stock.reduce((sum, row) => sum + row.quantity, 0)
  return (
    <>
      <PageHeader
        title={location.name}
        description={location.warehouse_name}
        actions={
          <Flex gap="2">
            <Button variant="soft" asChild>
              <Link to="/inventory/stock-move">{t('inventory.stock_move')}</Link>
            </Button>
            <Button variant="soft" asChild>
              <Link to="/inventory/locations/$id" params={{ id: String(location.id) }}>
                {t('inventory.edit_location')}
              </Link>
            </Button>
          </Flex>
        }
      />
      <Card mb="4">
        <Facts
          orientation={{ initial: 'vertical', sm: 'horizontal' }}
          facts={[
            { label: t('inventory.warehouse'), value: location.warehouse_name },
            {
              label: t('inventory.allocable'),
              value: (
                <Badge color={location.allocable ? 'green' : 'gray'} variant="soft">
                  {location.allocable ? t('inventory.yes') : t('inventory.no')}
                </Badge>
              ),
            },
            { label: t('inventory.pick_order'), value: location.pick_order },
            { label: t('inventory.units_here'), value: units },
          ]}
        />
      </Card>
      <DataTable
        variant="surface"
        aria-label={t('inventory.held_here')}
        columns={[
          {
            header: t('inventory.sku'),
            cell: (row) => (
              <StockMovementsLink
                warehouseId={location.warehouse_id}
                productId={row.product_id}
                itemId={row.item_id}
                sku={row.sku}
              />
            ),
          },
          { header: t('inventory.name'), cell: (row) => row.name },
          { header: t('inventory.on_hand'), align: 'right', cell: (row) => row.quantity },
        ]}
        rows={stock}
        rowKey={(row) => row.item_id}
      />
      {stock.length === 0 && (
        <Text as="p" color="gray" size="2" mt="3">
          {t('inventory.location_empty')}
        </Text>
      )}
    </>
  )
}
