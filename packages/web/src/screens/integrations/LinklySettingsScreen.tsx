import { LINKLY_ENVIRONMENTS, type LinklySettings } from '@pos/core'
import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { type FormEvent, useEffect, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { type MessageKey, t } from '../../i18n/index.ts'
import { getLinkly, saveLinkly } from './integrations-api.ts'
import { SelectRow, SwitchRow, TextRow } from './SettingsParts.tsx'
import { TestTransaction } from './TestTransaction.tsx'

type Form = Omit<LinklySettings, 'secret_set'> & { password: string; pair_code: string }

/** /admin/integrations/linkly/settings: Linkly Cloud endpoint, pairing (username, password, pair code), POS id. */
export function LinklySettingsScreen() {
  const loaded = useRequest((signal) => getLinkly(signal), [])
  const [saved, setSaved] = useState<LinklySettings>()
  const [form, setForm] = useState<Form>()
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (loaded.data) {
      setSaved(loaded.data.settings)
      const { secret_set: _s, ...rest } = loaded.data.settings
      setForm({ ...rest, password: '', pair_code: '' })
    }
  }, [loaded.data])
  if (!form || !saved) return <PageHeader title={t('integrations.name.linkly')} />
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value })

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    setSaving(true)
    try {
      const { password, pair_code, ...rest } = form
      const answer = await saveLinkly({
        ...rest,
        ...(password ? { password } : {}),
        ...(pair_code ? { pair_code } : {}),
      })
      setSaved(answer.settings)
      setForm({ ...form, pos_id: answer.settings.pos_id, password: '', pair_code: '' })
      showToast(t('common.saved'), 'success')
    } catch {
      // The server's sentence (e.g. pairing refused) was shown.
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <form onSubmit={save} noValidate>
        <PageHeader
          title={`${t('integrations.name.linkly')}: ${t('integrations.settings')}`}
          actions={
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          }
        />
        <Card size="3">
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <Flex direction="column" gap="3">
              <SwitchRow
                label={t('integrations.enabled')}
                checked={form.enabled}
                onChange={(v) => set('enabled', v)}
              />
              <SelectRow
                id="environment"
                label={t('integrations.environment')}
                value={form.environment}
                options={LINKLY_ENVIRONMENTS.map((value) => ({
                  value,
                  label: t(`integrations.env.${value}` as MessageKey),
                }))}
                onChange={(v) => set('environment', v)}
              />
              {form.environment === 'custom' ? (
                <>
                  <TextRow
                    id="auth_base_url"
                    label={t('integrations.auth_base_url')}
                    type="url"
                    value={form.auth_base_url}
                    onChange={(v) => set('auth_base_url', v)}
                  />
                  <TextRow
                    id="rest_base_url"
                    label={t('integrations.rest_base_url')}
                    type="url"
                    value={form.rest_base_url}
                    onChange={(v) => set('rest_base_url', v)}
                  />
                </>
              ) : null}
              <TextRow
                id="pos_name"
                label="POS name"
                value={form.pos_name}
                onChange={(v) => set('pos_name', v)}
              />
              <Text size="1" color="gray">
                {t('integrations.pos_id')}: <code>{saved.pos_id || '—'}</code>
              </Text>
            </Flex>
            <Flex direction="column" gap="3">
              <Text size="2" weight="medium">
                {t('integrations.secret')}:{' '}
                {saved.secret_set ? t('integrations.secret_set') : t('integrations.secret_unset')}
              </Text>
              <TextRow
                id="username"
                label={t('integrations.username')}
                value={form.username}
                onChange={(v) => set('username', v)}
              />
              <TextRow
                id="password"
                label={t('integrations.password')}
                type="password"
                value={form.password}
                onChange={(v) => set('password', v)}
              />
              <TextRow
                id="pair_code"
                label={t('integrations.pair_code')}
                value={form.pair_code}
                hint={t('integrations.pair_hint')}
                onChange={(v) => set('pair_code', v)}
              />
            </Flex>
          </Grid>
        </Card>
      </form>
      {saved.enabled && saved.secret_set ? (
        <Card size="3" mt="4">
          <Heading as="h2" size="4" mb="3">
            {t('integrations.test_transaction')}
          </Heading>
          <TestTransaction provider="linkly" />
        </Card>
      ) : null}
    </>
  )
}
