import { HealthSchema } from '@pos/core'
import { Card, DataList, Heading, Skeleton } from '@radix-ui/themes'
import { answers } from '../../api/answers.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'

/** The versions of this app (from the build) and of the server it talks to. */
export function About() {
  const health = useRequest((signal) => answers.get(HealthSchema, 'health', { signal }), [])
  return (
    <>
      <Heading as="h1" size="7" mb="5">
        {t('about.title')}
      </Heading>
      <Card size="3" style={{ maxWidth: 520 }}>
        <DataList.Root size="3">
          <DataList.Item>
            <DataList.Label>{t('about.app_version')}</DataList.Label>
            <DataList.Value data-testid="app-version">{__APP_VERSION__}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('about.server_version')}</DataList.Label>
            <DataList.Value data-testid="server-version">
              <Skeleton loading={health.loading}>
                <span>{health.data?.version ?? t('about.unknown')}</span>
              </Skeleton>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
    </>
  )
}
