import { defaultUserSettings } from '@pos/core'
import { Card, Flex, Grid, Skeleton, Tabs, Text } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import {
  createUser,
  getUser,
  listGroups,
  listStores,
  listWarehouses,
  type UserInput,
  updateUser,
} from '../../../api/resources.ts'
import { showToast } from '../../../api/toast.ts'
import type { UserSettings } from '../../../api/types.ts'
import { Field } from '../../../components/Field.tsx'
import { EditActions, LabelledSwitch, TextInputField } from '../../../components/FormFields.tsx'
import { OptionalSelect } from '../../../components/OptionalSelect.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { StoreChecklist } from '../../../components/StoreChecklist.tsx'
import { UserStatusField } from '../../../components/UserStatusField.tsx'
import { useHistoryTab } from '../../../hooks/use-history-tab.ts'
import { useRequest } from '../../../hooks/use-request.ts'
import { type MessageKey, t } from '../../../i18n/index.ts'
import { routeExists } from '../../../router.ts'
import { refreshMe, useMe } from '../../../session/session.ts'
import { emailError, requiredError } from '../../sessions/validation.ts'

const EMPTY_SETTINGS: UserSettings = defaultUserSettings()

const EMPTY_USER: UserInput = {
  first_name: '',
  last_name: '',
  email: '',
  status: 'active',
  group_id: null,
  store_id: null,
  settings: EMPTY_SETTINGS,
}

/** The store lists of a user's settings (spec 3 User), in the order the form shows them. */
const STORE_LISTS: { key: keyof UserSettings & `${string}_store_ids`; label: MessageKey }[] = [
  { key: 'dashboard_store_ids', label: 'users.settings.dashboard_stores' },
  { key: 'allow_returns_from_store_ids', label: 'users.settings.return_stores' },
  { key: 'receive_transfers_from_store_ids', label: 'users.settings.transfer_from_stores' },
  { key: 'send_transfers_to_store_ids', label: 'users.settings.transfer_to_stores' },
]

type Errors = Partial<Record<'first_name' | 'last_name' | 'email' | 'group_id', string>>

/** Create a user (id null) or edit one: details, and the settings of spec 3. */
export function UserEdit({ id }: { id: number | null }) {
  const router = useRouter()
  const me = useMe()
  const existing = useRequest(id === null ? null : (signal) => getUser(id, { signal }), [id])
  const groups = useRequest((signal) => listGroups({ signal }), [])
  const stores = useRequest((signal) => listStores({ signal }), [])
  // Warehouses come with inventory: until its screens exist there is nothing to ask for, or to choose.
  const hasWarehouses = routeExists('/inventory/warehouses')
  const warehouses = useRequest(hasWarehouses ? (signal) => listWarehouses({ signal }) : null, [
    hasWarehouses,
  ])
  const [form, setForm] = useState<UserInput>(EMPTY_USER)
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState(false)
  const [tab, setTab] = useHistoryTab<'details' | 'settings'>('user-edit', 'details')

  useEffect(() => {
    if (!existing.data) return
    const { first_name, last_name, email, status, group_id, store_id, settings } = existing.data
    setForm({
      first_name,
      last_name,
      email,
      status,
      group_id,
      store_id,
      settings: { ...EMPTY_SETTINGS, ...settings },
    })
  }, [existing.data])

  const set = <K extends keyof UserInput>(key: K, value: UserInput[K]) => setForm({ ...form, [key]: value })
  const setSetting = <K extends keyof UserSettings>(key: K, value: UserSettings[K]) =>
    setForm({ ...form, settings: { ...form.settings, [key]: value } })

  async function save(event: FormEvent) {
    event.preventDefault()
    const found: Errors = {
      first_name: requiredError(form.first_name),
      last_name: requiredError(form.last_name),
      email: emailError(form.email),
      group_id: form.group_id === null ? t('users.group_required') : undefined,
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      setTab('details')
      return
    }
    setSaving(true)
    const input = {
      ...form,
      email: form.email.trim(),
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
    }
    try {
      if (id === null) {
        await createUser(input)
        showToast(t('users.created'), 'success')
        await router.navigate({ to: '/admin/users' })
        return
      }
      await updateUser(id, input)
      showToast(t('common.saved'), 'success')
      if (id === me.user.id) await refreshMe()
    } catch {
      // The client already showed the server's message.
    } finally {
      setSaving(false)
    }
  }

  const storeOptions = stores.data ?? []
  const loading = id !== null && !existing.data
  const title = id === null ? t('users.new_title') : t('users.edit_title')

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={existing.data ? `${existing.data.first_name} ${existing.data.last_name}` : title}
        description={id === null ? undefined : title}
        actions={<EditActions back="/admin/users" saving={saving} loading={loading} />}
      />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as 'details' | 'settings')}>
        <Tabs.List>
          <Tabs.Trigger value="details">{t('users.tab_details')}</Tabs.Trigger>
          <Tabs.Trigger value="settings">{t('users.tab_settings')}</Tabs.Trigger>
        </Tabs.List>
        <Skeleton loading={loading}>
          <Card size="3" mt="4">
            <Tabs.Content value="details">
              <Grid columns={{ initial: '1', sm: '2' }} gap="4">
                <TextInputField
                  id="first_name"
                  label={t('users.first_name')}
                  value={form.first_name}
                  autoFocus={id === null}
                  aria-invalid={Boolean(errors.first_name)}
                  onChange={(value) => set('first_name', value)}
                  error={errors.first_name}
                />
                <TextInputField
                  id="last_name"
                  label={t('users.last_name')}
                  value={form.last_name}
                  aria-invalid={Boolean(errors.last_name)}
                  onChange={(value) => set('last_name', value)}
                  error={errors.last_name}
                />
                <TextInputField
                  id="email"
                  label={t('users.email')}
                  type="email"
                  value={form.email}
                  aria-invalid={Boolean(errors.email)}
                  onChange={(value) => set('email', value)}
                  error={errors.email}
                />
                <UserStatusField value={form.status} onChange={(status) => set('status', status)} />
                <Field label={t('users.group')} htmlFor="group" error={errors.group_id}>
                  <OptionalSelect
                    id="group"
                    value={form.group_id}
                    options={groups.data ?? []}
                    noneLabel={t('users.no_group')}
                    onChange={(value) => set('group_id', value)}
                  />
                </Field>
                <Field label={t('users.assigned_store')} htmlFor="store">
                  <OptionalSelect
                    id="store"
                    value={form.store_id}
                    options={storeOptions}
                    noneLabel={t('common.none')}
                    onChange={(value) => set('store_id', value)}
                  />
                </Field>
              </Grid>
            </Tabs.Content>
            <Tabs.Content value="settings">
              <Flex direction="column" gap="5">
                <Grid columns={{ initial: '1', sm: '2' }} gap="4">
                  <Field label={t('users.settings.pos_store')} htmlFor="pos_store">
                    <OptionalSelect
                      id="pos_store"
                      value={form.settings.pos_store_id}
                      options={storeOptions}
                      noneLabel={t('common.none')}
                      onChange={(value) => setSetting('pos_store_id', value)}
                    />
                  </Field>
                  <Flex direction="column" gap="3" justify="end">
                    <LabelledSwitch
                      label={t('users.settings.fulfillment_alert')}
                      checked={form.settings.alert_on_new_fulfillment}
                      onChange={(checked) => setSetting('alert_on_new_fulfillment', checked)}
                    />
                    <LabelledSwitch
                      label={t('users.settings.active')}
                      checked={form.settings.active}
                      onChange={(checked) => setSetting('active', checked)}
                    />
                  </Flex>
                </Grid>
                {STORE_LISTS.map(({ key, label }) => (
                  <Flex key={key} direction="column" gap="2">
                    <Text size="2" weight="medium">
                      {t(label)}
                    </Text>
                    {storeOptions.length === 0 ? (
                      <Text size="2" color="gray">
                        {t('users.no_stores')}
                      </Text>
                    ) : (
                      <StoreChecklist
                        label={t(label)}
                        stores={storeOptions}
                        value={form.settings[key]}
                        onChange={(ids) => setSetting(key, ids)}
                      />
                    )}
                  </Flex>
                ))}
                {hasWarehouses && (
                  <Flex direction="column" gap="2">
                    <Text size="2" weight="medium">
                      {t('users.settings.fulfillment_warehouses')}
                    </Text>
                    {(warehouses.data ?? []).length === 0 ? (
                      <Text size="2" color="gray">
                        {t('users.no_warehouses')}
                      </Text>
                    ) : (
                      <StoreChecklist
                        label={t('users.settings.fulfillment_warehouses')}
                        stores={warehouses.data ?? []}
                        value={form.settings.process_fulfillments_for_warehouse_ids}
                        onChange={(ids) => setSetting('process_fulfillments_for_warehouse_ids', ids)}
                      />
                    )}
                  </Flex>
                )}
              </Flex>
            </Tabs.Content>
          </Card>
        </Skeleton>
      </Tabs.Root>
    </form>
  )
}
