import { HealthSchema } from '@pos/core'
import { Card, Heading, Skeleton } from '@radix-ui/themes'
import { answers } from '../../api/answers.ts'
import { Facts } from '../../components/Facts.tsx'
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
        <Facts
          size="3"
          facts={[
            { label: t('about.app_version'), value: __APP_VERSION__, testId: 'app-version' },
            {
              label: t('about.server_version'),
              value: (
                <Skeleton loading={health.loading}>
                  <span>{health.data?.version ?? t('about.unknown')}</span>
                </Skeleton>
              ),
              testId: 'server-version',
            },
          ]}
        />
      </Card>
    </>
  )
}
