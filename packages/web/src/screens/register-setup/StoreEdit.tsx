import { MAX_PAGE_SIZE, storeResource } from '@pos/core'
import { Badge, Card, Flex, Heading, Link as RadixLink, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { NewLink } from '../../components/NewLink.tsx'
import { ResourceEdit } from '../../components/resource/index.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { registers } from './setup-api.ts'

/**
 * /register/stores/new and /register/stores/{id}: a store's name, status and address as its declaration lays
 * them out, and under them its registers.
 */
export function StoreEdit({ id }: { id: number | null }) {
  return (
    <ResourceEdit resource={storeResource} id={id} initial={{ status: 'open', 'address.country': 'AU' }}>
      {id !== null && <StoreRegisters storeId={id} />}
    </ResourceEdit>
  )
}

/** The registers of a store, each leading to its screen, and the link to add one. */
function StoreRegisters({ storeId }: { storeId: number }) {
  const list = useRequest(
    (signal) => registers.list({ store_id: storeId, limit: MAX_PAGE_SIZE }, { signal }),
    [storeId],
  )
  const rows = list.data?.rows ?? []
  return (
    <>
      <Flex justify="between" align="center" mb="3" mt="5">
        <Heading as="h2" size="4">
          {t('stores.registers')}
        </Heading>
        <NewLink
          to="/register/stores/$id/new"
          params={{ id: String(storeId) }}
          label={t('stores.new_register')}
          variant="soft"
        />
      </Flex>
      <Card size="1">
        <Table.Root variant="ghost">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('register.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('register.printer_type')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('register.prefix')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((register) => (
              <Table.Row key={register.id}>
                <Table.RowHeaderCell>
                  <RadixLink asChild weight="medium">
                    <Link
                      to="/register/stores/$id/$register"
                      params={{ id: String(storeId), register: String(register.id) }}
                    >
                      {register.name}
                    </Link>
                  </RadixLink>
                </Table.RowHeaderCell>
                <Table.Cell>
                  <Badge color="gray">{t(`register.printer.${register.printer_type}`)}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Text>{register.receipt_prefix}</Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {list.data && rows.length === 0 && (
          <Text as="p" color="gray" size="2" m="3">
            {t('stores.registers_empty')}
          </Text>
        )}
      </Card>
    </>
  )
}
