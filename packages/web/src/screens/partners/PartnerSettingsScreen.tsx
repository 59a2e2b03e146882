import {
  type AnyPartnerSettings,
  CLOUD_PRINT_ENVIRONMENTS,
  KLAVIYO_ENVIRONMENTS,
  PARTNER_SECRETS,
  type Partner,
  type PartnerOutcome,
  SHIPPIT_ENVIRONMENTS,
  SHIPPIT_SERVICE_LEVELS,
  SHOPIFY_ENVIRONMENTS,
} from '@pos/core'
import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { SelectField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { type MessageKey, t } from '../../i18n/index.ts'
import { SettingsPage, useSettingsForm } from '../integrations/SettingsPage.tsx'
import { SwitchRow, TextRow } from '../integrations/SettingsParts.tsx'
import { partnersApi } from './partners-api.ts'

type Form = Record<string, unknown> & { enabled: boolean; environment: string }

const ENVIRONMENTS: Record<Partner, readonly string[]> = {
  shopify: SHOPIFY_ENVIRONMENTS,
  shippit: SHIPPIT_ENVIRONMENTS,
  klaviyo: KLAVIYO_ENVIRONMENTS,
  'cloud-print': CLOUD_PRINT_ENVIRONMENTS,
}

/** The plain text fields of each partner after the environment (label keys), shown in the left column. */
const TEXT_FIELDS: Record<
  Partner,
  { key: string; label: MessageKey; placeholder?: string; liveOnly?: boolean }[]
> = {
  shopify: [
    { key: 'shop', label: 'partners.shop', placeholder: 'my-shop', liveOnly: true },
    { key: 'api_version', label: 'partners.api_version' },
    { key: 'location_id', label: 'partners.location_id', placeholder: '655441491' },
  ],
  shippit: [],
  klaviyo: [
    { key: 'revision', label: 'partners.revision' },
    { key: 'list_id', label: 'partners.list_id' },
  ],
  'cloud-print': [],
}

const envLabel = (value: string) =>
  value === 'staging' ? t('partners.env.staging') : t(`integrations.env.${value}` as MessageKey)

function formOf(settings: AnyPartnerSettings): Form {
  const { secrets_set: _s, printers: _p, ...rest } = settings as AnyPartnerSettings & { printers?: unknown }
  return rest as Form
}

/**
 * /admin/integrations/{shopify|shippit|klaviyo|cloud-print}/settings: the environment (the partner's hosts or a
 * custom base URL such as the simulators), the partner's own fields, the secret (typed to replace, never shown
 * back), and Test connection against the saved settings.
 */
export function PartnerSettingsScreen({ partner }: { partner: Partner }) {
  const secret = PARTNER_SECRETS[partner][0]
  const [typed, setTyped] = useState('')
  const [fieldError, setFieldError] = useState<{ field?: string; message: string }>()
  const { saved, form, set, saving, save } = useSettingsForm<AnyPartnerSettings, Form>({
    load: (signal) => partnersApi.settings(partner, signal),
    save: async (values) => {
      setFieldError(undefined)
      try {
        const answer = await partnersApi.save(partner, { ...values, ...(typed ? { [secret]: typed } : {}) })
        setTyped('')
        return answer
      } catch (error) {
        const refusal = refusalOf(error)
        if (refusal)
          setFieldError({ message: refusal.message, ...(refusal.field ? { field: refusal.field } : {}) })
        throw error
      }
    },
    formOf,
  })
  if (!form || !saved) return <PageHeader title={t(`integrations.name.${partner}` as MessageKey)} />
  const text = (key: string) => String(form[key] ?? '')
  const printers = ((saved as { printers?: { id: number; name: string }[] }).printers ?? []).map((p) => ({
    value: String(p.id),
    label: p.name,
  }))
  const secretSet = saved.secrets_set[secret] === true

  return (
    <SettingsPage
      title={`${t(`integrations.name.${partner}` as MessageKey)}: ${t('integrations.settings')}`}
      back={`/admin/integrations/${partner}`}
      saving={saving}
      onSubmit={save}
      test={<TestConnection partner={partner} />}
      testTitle={t('partners.test')}
      left={
        <Flex direction="column" gap="3">
          <SwitchRow
            label={t('integrations.enabled')}
            checked={form.enabled}
            onChange={(v) => set('enabled', v)}
          />
          <SelectField
            id="environment"
            label={t('integrations.environment')}
            value={form.environment}
            options={ENVIRONMENTS[partner].map((value) => ({ value, label: envLabel(value) }))}
            onChange={(v) => set('environment', v)}
          />
          {form.environment === 'custom' ? (
            <TextRow
              id="base_url"
              label={t('integrations.base_url')}
              type="url"
              value={text('base_url')}
              onChange={(v) => set('base_url', v)}
            />
          ) : null}
          {fieldError?.field === 'base_url' ? (
            <Text size="1" color="red" role="alert">
              {fieldError.message}
            </Text>
          ) : null}
          {TEXT_FIELDS[partner]
            .filter((field) => !(field.liveOnly && form.environment === 'custom'))
            .map((field) => (
              <TextRow
                key={field.key}
                id={field.key}
                label={t(field.label)}
                value={text(field.key)}
                {...(field.placeholder ? { placeholder: field.placeholder } : {})}
                onChange={(v) => set(field.key, v)}
              />
            ))}
          {partner === 'shippit' ? (
            <SelectField
              id="service_level"
              label={t('partners.service_level')}
              value={text('service_level')}
              options={SHIPPIT_SERVICE_LEVELS.map((value) => ({ value, label: value }))}
              onChange={(v) => set('service_level', v)}
            />
          ) : null}
        </Flex>
      }
      right={
        <Flex direction="column" gap="3">
          <TextRow
            id={secret}
            label={t(secret === 'access_token' ? 'partners.access_token' : 'partners.api_key')}
            type="password"
            value={typed}
            placeholder={secretSet ? '••••••••' : ''}
            hint={secretSet ? t('partners.secret_set') : t('partners.secret_unset')}
            onChange={setTyped}
          />
          {partner === 'cloud-print' ? (
            printers.length > 0 ? (
              (['receipt_printer_id', 'label_printer_id'] as const).map((key) => (
                <SelectField
                  key={key}
                  id={key}
                  label={t(
                    key === 'receipt_printer_id' ? 'partners.receipt_printer' : 'partners.label_printer',
                  )}
                  value={String(form[key] ?? 0)}
                  options={[{ value: '0', label: t('partners.no_printer') }, ...printers]}
                  onChange={(v) => set(key, Number(v))}
                />
              ))
            ) : (
              <Text size="2" color="gray">
                {t('partners.printers_hint')}
              </Text>
            )
          ) : null}
          {fieldError && fieldError.field !== 'base_url' ? (
            <Callout.Root color="red" size="1">
              <Callout.Text>{fieldError.message}</Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      }
    />
  )
}

/** "Test connection": asks the partner with the saved settings and says what it answered. */
function TestConnection({ partner }: { partner: Partner }) {
  const [running, setRunning] = useState(false)
  const [result, setResult] = useState<PartnerOutcome>()
  async function test() {
    setRunning(true)
    try {
      setResult(await partnersApi.test(partner))
    } catch (error) {
      const refusal = refusalOf(error)
      setResult({ ok: false, message: refusal?.message ?? t('error.unexpected') })
    } finally {
      setRunning(false)
    }
  }
  return (
    <Flex direction="column" gap="2" align="start">
      <Text size="2" color="gray">
        {t('partners.test_hint')}
      </Text>
      <Button type="button" variant="soft" loading={running} onClick={test}>
        {t('partners.test')}
      </Button>
      {result ? (
        <Text size="2" color={result.ok ? 'green' : 'red'} data-testid="partner-test-result">
          {result.message}
        </Text>
      ) : null}
    </Flex>
  )
}
