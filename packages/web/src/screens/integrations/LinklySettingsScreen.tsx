import { LINKLY_ENVIRONMENTS, type LinklySettings } from '@pos/core'
import { Flex, Text } from '@radix-ui/themes'
import { PageHeader } from '../../components/PageHeader.tsx'
import { t } from '../../i18n/index.ts'
import { getLinkly, saveLinkly } from './integrations-api.ts'
import { SettingsPage, useSettingsForm } from './SettingsPage.tsx'
import { EnvironmentRows, SettingsFields } from './SettingsParts.tsx'
import { TestTransaction } from './TestTransaction.tsx'

type Form = Omit<LinklySettings, 'secret_set'> & { password: string; pair_code: string }

/** The form of stored settings: the password and pair code are never sent back, so they start empty. */
function formOf({ secret_set: _s, ...rest }: LinklySettings): Form {
  return { ...rest, password: '', pair_code: '' }
}

function saveForm({ password, pair_code, ...rest }: Form) {
  return saveLinkly({ ...rest, ...(password ? { password } : {}), ...(pair_code ? { pair_code } : {}) })
}

/** /admin/integrations/linkly/settings: Linkly Cloud endpoint, pairing (username, password, pair code), POS id. */
export function LinklySettingsScreen() {
  const { saved, form, set, saving, save } = useSettingsForm({ load: getLinkly, save: saveForm, formOf })
  if (!form || !saved) return <PageHeader title={t('integrations.name.linkly')} />

  return (
    <SettingsPage
      title={`${t('integrations.name.linkly')}: ${t('integrations.settings')}`}
      back="/admin/integrations/linkly"
      saving={saving}
      onSubmit={save}
      test={saved.enabled && saved.secret_set ? <TestTransaction provider="linkly" /> : null}
      left={
        <Flex direction="column" gap="3">
          <EnvironmentRows form={form} environments={LINKLY_ENVIRONMENTS} set={set} />
          <SettingsFields
            fields={[
              {
                key: 'auth_base_url',
                label: t('integrations.auth_base_url'),
                type: 'url',
                when: (current) => current.environment === 'custom',
              },
              {
                key: 'rest_base_url',
                label: t('integrations.rest_base_url'),
                type: 'url',
                when: (current) => current.environment === 'custom',
              },
              { key: 'pos_name', label: 'POS name' },
            ]}
            form={form}
            set={set}
          />
          <Text size="1" color="gray">
            {t('integrations.pos_id')}: <code>{saved.pos_id || '—'}</code>
          </Text>
        </Flex>
      }
      right={
        <Flex direction="column" gap="3">
          <Text size="2" weight="medium">
            {t('integrations.secret')}:{' '}
            {saved.secret_set ? t('integrations.secret_set') : t('integrations.secret_unset')}
          </Text>
          <SettingsFields
            fields={[
              { key: 'username', label: t('integrations.username') },
              { key: 'password', label: t('integrations.password'), type: 'password' },
              { key: 'pair_code', label: t('integrations.pair_code'), hint: t('integrations.pair_hint') },
            ]}
            form={form}
            set={set}
          />
        </Flex>
      }
    />
  )
}
