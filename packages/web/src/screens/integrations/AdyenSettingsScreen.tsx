import { ADYEN_ENVIRONMENTS, ADYEN_REGIONS, type AdyenSettings } from '@pos/core'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Flex, Text, TextField } from '@radix-ui/themes'
import { PageHeader } from '../../components/PageHeader.tsx'
import { RowRemoveButton } from '../../components/RowButtons.tsx'
import { type MessageKey, t } from '../../i18n/index.ts'
import { getAdyen, saveAdyen } from './integrations-api.ts'
import { SettingsPage, useSettingsForm } from './SettingsPage.tsx'
import { EnvironmentRows, SettingsFields } from './SettingsParts.tsx'
import { TestTransaction } from './TestTransaction.tsx'

type Form = Omit<AdyenSettings, 'api_key_set' | 'notification_path'> & { api_key: string }

/** The form of stored settings: the API key is never sent back, so it starts empty. */
function formOf({ api_key_set: _s, notification_path: _n, ...rest }: AdyenSettings): Form {
  return { ...rest, api_key: '' }
}

function saveForm({ api_key, ...rest }: Form) {
  return saveAdyen({ ...rest, ...(api_key ? { api_key } : {}) })
}

/** /admin/integrations/adyen/settings: endpoint (test, live by region, custom), API key, terminals, tap to pay. */
export function AdyenSettingsScreen() {
  const { saved, form, set, saving, save } = useSettingsForm({ load: getAdyen, save: saveForm, formOf })
  if (!form || !saved) return <PageHeader title={t('integrations.name.adyen')} />

  return (
    <SettingsPage
      title={`${t('integrations.name.adyen')}: ${t('integrations.settings')}`}
      back="/admin/integrations/adyen"
      saving={saving}
      onSubmit={save}
      test={
        saved.enabled && saved.api_key_set ? (
          <TestTransaction
            provider="adyen"
            {...(saved.terminals[0] ? { terminalId: saved.terminals[0].poiid } : {})}
          />
        ) : null
      }
      left={
        <Flex direction="column" gap="3">
          <EnvironmentRows form={form} environments={ADYEN_ENVIRONMENTS} set={set} />
          <SettingsFields
            fields={[
              {
                key: 'region',
                label: t('integrations.region'),
                type: 'select',
                options: ADYEN_REGIONS.map((value) => ({
                  value,
                  label: t(`integrations.region.${value}` as MessageKey),
                })),
                when: (current) => current.environment === 'live',
              },
              {
                key: 'base_url',
                label: t('integrations.base_url'),
                type: 'url',
                when: (current) => current.environment === 'custom',
              },
              { key: 'merchant_account', label: t('integrations.merchant_account') },
              {
                key: 'api_key',
                label: t('integrations.api_key'),
                type: 'password',
                placeholder: saved.api_key_set ? '••••••••' : '',
                hint: saved.api_key_set ? t('integrations.api_key_set') : t('integrations.api_key_unset'),
              },
              { key: 'tap_to_pay', label: t('integrations.tap_to_pay'), type: 'switch' },
            ]}
            form={form}
            set={set}
          />
        </Flex>
      }
      right={
        <Flex direction="column" gap="3">
          <Text size="2" weight="medium">
            {t('integrations.terminals')}
          </Text>
          {form.terminals.map((terminal, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an unsaved row has no identity but its place (its POIID is being typed)
            <Flex gap="2" key={index}>
              <TextField.Root
                aria-label={`${t('integrations.terminals')} ${index + 1}`}
                placeholder="V400m-324688179"
                value={terminal.poiid}
                onChange={(e) =>
                  set(
                    'terminals',
                    form.terminals.map((x, at) => (at === index ? { ...x, poiid: e.target.value } : x)),
                  )
                }
              />
              <TextField.Root
                aria-label={`${t('integrations.terminal_name')} ${index + 1}`}
                placeholder={t('integrations.terminal_name')}
                value={terminal.name}
                onChange={(e) =>
                  set(
                    'terminals',
                    form.terminals.map((x, at) => (at === index ? { ...x, name: e.target.value } : x)),
                  )
                }
              />
              <RowRemoveButton
                label="Remove"
                variant="soft"
                onRemove={() =>
                  set(
                    'terminals',
                    form.terminals.filter((_, at) => at !== index),
                  )
                }
              />
            </Flex>
          ))}
          <Button
            type="button"
            variant="soft"
            onClick={() => set('terminals', [...form.terminals, { poiid: '', name: '' }])}
          >
            <PlusIcon /> {t('integrations.add_terminal')}
          </Button>
          {saved.notification_path ? (
            <Text size="1" color="gray">
              {t('integrations.notification_url')}:{' '}
              <code>{`${window.location.origin}${saved.notification_path}`}</code>
            </Text>
          ) : null}
        </Flex>
      }
    />
  )
}
