import { Badge, Button, Card, DataList, Flex, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
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
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label>{t('inventory.warehouse')}</DataList.Label>
            <DataList.Value>{location.warehouse_name}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('inventory.allocable')}</DataList.Label>
            <DataList.Value>
              <Badge color={location.allocable ? 'green' : 'gray'} variant="soft">
                {location.allocable ? t('inventory.yes') : t('inventory.no')}
              </Badge>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('inventory.pick_order')}</DataList.Label>
            <DataList.Value>{location.pick_order}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('inventory.units_here')}</DataList.Label>
            <DataList.Value>{units}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
      <Table.Root variant="surface" aria-label={t('inventory.held_here')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('inventory.sku')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('inventory.name')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('inventory.on_hand')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stock.map((row) => (
            <Table.Row key={row.item_id}>
              <Table.Cell>
                <StockMovementsLink
                  warehouseId={location.warehouse_id}
                  productId={row.product_id}
                  itemId={row.item_id}
                  sku={row.sku}
                />
              </Table.Cell>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell align="right">{row.quantity}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {stock.length === 0 && (
        <Text as="p" color="gray" size="2" mt="3">
          {t('inventory.location_empty')}
        </Text>
      )}
    </>
  )
}
