import { StoreLicenceAnswerSchema, storeResource } from '@pos/core'
import { Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { answers } from '../../api/answers.ts'
import { NewLink } from '../../components/NewLink.tsx'
import { ResourceList } from '../../components/resource/index.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t, tn } from '../../i18n/index.ts'
import { listRegisterTemplates } from './setup-api.ts'

/**
 * /register/stores: the stores as their declaration lists them (search over name and city, status, paging, CSV)
 * under the store licence, and the register templates (spec 2).
 */
export function StoresList() {
  const templates = useRequest((signal) => listRegisterTemplates({ signal }), [])
  const licence = useRequest(
    (signal) => answers.get(StoreLicenceAnswerSchema, 'proxy/storelicence.json', { signal }),
    [],
  )
  return (
    <>
      <ResourceList
        resource={storeResource}
        title={t('stores.title')}
        {...(licence.data
          ? {
              description: tn('stores.description', licence.data.store_licence, {
                used: licence.data.store_count,
              }),
            }
          : {})}
        actions={
          <NewLink to="/register/register-template/new" label={t('stores.new_template')} variant="soft" />
        }
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
