import { PlusIcon } from '@radix-ui/react-icons'
import { Badge, Button, Card, Flex, Heading, Link as RadixLink, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { registerApi } from '../../register/register-api.ts'

/** /register/stores: the stores with their registers, and the register templates (spec 2). */
export function StoresList() {
  const stores = useRequest((signal) => registerApi.stores(signal), [])
  const registers = useRequest(() => registerApi.registers(), [])
  const templates = useRequest(() => registerApi.templates(), [])
  const licence = useRequest(() => registerApi.licence(), [])
  const byStore = new Map<number, number>()
  for (const register of registers.data?.registers ?? [])
    byStore.set(register.store_id, (byStore.get(register.store_id) ?? 0) + 1)

  return (
    <>
      <PageHeader
        title={t('stores.title')}
        {...(licence.data
          ? {
              description: t('stores.description', {
                licence: licence.data.store_licence,
                count: licence.data.store_count,
              }),
            }
          : {})}
        actions={
          <>
            <Button asChild variant="soft">
              <Link to="/register/register-template/new">
                <PlusIcon />
                {t('stores.new_template')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/register/stores/new">
                <PlusIcon />
                {t('stores.new')}
              </Link>
            </Button>
          </>
        }
      />
      <Card size="1" mb="5">
        <Table.Root variant="ghost">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('stores.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('stores.city')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('stores.status')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('stores.registers')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(stores.data?.stores ?? []).map((store) => (
              <Table.Row key={store.id} align="center">
                <Table.RowHeaderCell>
                  <RadixLink asChild weight="medium">
                    <Link to="/register/stores/$id" params={{ id: String(store.id) }}>
                      {store.name}
                    </Link>
                  </RadixLink>
                </Table.RowHeaderCell>
                <Table.Cell>{store.address.city ?? ''}</Table.Cell>
                <Table.Cell>
                  <Badge color={store.status === 'open' ? 'green' : 'gray'}>
                    {t(store.status === 'open' ? 'stores.status.open' : 'stores.status.closed')}
                  </Badge>
                </Table.Cell>
                <Table.Cell align="right">{byStore.get(store.id) ?? 0}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {stores.data && stores.data.stores.length === 0 && (
          <Text as="p" color="gray" size="2" m="3">
            {t('stores.empty')}
          </Text>
        )}
      </Card>
      <Heading as="h2" size="4" mb="3">
        {t('stores.templates')}
      </Heading>
      <Card size="1">
        <Flex direction="column" gap="2" p="2">
          {(templates.data?.registertemplates ?? []).map((template) => (
            <RadixLink asChild key={template.id} weight="medium">
              <Link to="/register/register-template/$id" params={{ id: String(template.id) }}>
                {template.name}
              </Link>
            </RadixLink>
          ))}
          {templates.data && templates.data.registertemplates.length === 0 && (
            <Text color="gray" size="2">
              {t('stores.templates_empty')}
            </Text>
          )}
        </Flex>
      </Card>
    </>
  )
}
