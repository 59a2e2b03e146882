import { StoreLicenceAnswerSchema } from '@pos/core'
import { Badge, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { answers } from '../../api/answers.ts'
import { EntityList } from '../../components/entity/index.ts'
import { NewLink } from '../../components/NewLink.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t, tn } from '../../i18n/index.ts'
import { listRegisterTemplates, type StoreRow } from './setup-api.ts'

/**
 * /register/stores: the stores (search over name and city, status, paging, CSV) with their registers, and
 * the register templates (spec 2).
 */
export function StoresList() {
  const templates = useRequest((signal) => listRegisterTemplates({ signal }), [])
  const licence = useRequest(
    (signal) => answers.get(StoreLicenceAnswerSchema, 'proxy/storelicence.json', { signal }),
    [],
  )
  return (
    <>
      <EntityList<StoreRow>
        title={t('stores.title')}
        {...(licence.data
          ? {
              description: tn('stores.description', licence.data.store_licence, {
                used: licence.data.store_count,
              }),
            }
          : {})}
        resource="proxy/stores.json"
        itemsKey="stores"
        rowKey={(row) => row.id}
        rowLink={(row) => `/register/stores/${row.id}`}
        emptyText={t('stores.empty')}
        create={{ to: '/register/stores/new', label: t('stores.new') }}
        actions={
          <NewLink to="/register/register-template/new" label={t('stores.new_template')} variant="soft" />
        }
        csvName="stores"
        filters={[
          {
            key: 'status',
            label: t('stores.status'),
            options: [
              { value: 'open', label: t('stores.status.open') },
              { value: 'closed', label: t('stores.status.closed') },
            ],
          },
        ]}
        columns={[
          { key: 'name', header: t('stores.name'), cell: (row) => row.name },
          { key: 'city', header: t('stores.city'), cell: (row) => row.address.city ?? '' },
          {
            key: 'status',
            header: t('stores.status'),
            cell: (row) => (
              <Badge color={row.status === 'open' ? 'green' : 'gray'}>
                {t(row.status === 'open' ? 'stores.status.open' : 'stores.status.closed')}
              </Badge>
            ),
            csv: (row) => row.status,
          },
          {
            key: 'registers',
            header: t('stores.registers'),
            cell: (row) => row.register_count,
            align: 'right',
          },
        ]}
      />
      <Heading as="h2" size="4" mb="3" mt="5">
        {t('stores.templates')}
      </Heading>
      <Card size="1">
        <Flex direction="column" gap="2" p="2">
          {(templates.data ?? []).map((template) => (
            <RadixLink asChild key={template.id} weight="medium">
              <Link to="/register/register-template/$id" params={{ id: String(template.id) }}>
                {template.name}
              </Link>
            </RadixLink>
          ))}
          {templates.data && templates.data.length === 0 && (
            <Text color="gray" size="2">
              {t('stores.templates_empty')}
            </Text>
          )}
        </Flex>
      </Card>
    </>
  )
}
