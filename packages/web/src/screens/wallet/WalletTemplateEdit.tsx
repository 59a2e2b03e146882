import {
  emptyWalletTemplate,
  type GiftcardWalletTemplate,
  type LoyaltyWalletTemplate,
  MAX_WALLET_STORES,
  WALLET_BACK_FIELD_TYPES,
  type WalletIssue,
  walletTemplateIssues,
} from '@pos/core'
import { PlusIcon } from '@radix-ui/react-icons'
import { Box, Button, Card, Flex, Grid, Text, TextArea, TextField } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { listStores } from '../../api/resources.ts'
import { showToast } from '../../api/toast.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { Field } from '../../components/Field.tsx'
import { EditActions, SelectField, TextInputField } from '../../components/FormFields.tsx'
import { LabelledCheckbox } from '../../components/LabelledCheckbox.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { RowRemoveButton } from '../../components/RowButtons.tsx'
import { StoreChecklist } from '../../components/StoreChecklist.tsx'
import { useBusy } from '../../hooks/use-busy.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { WalletPreview } from './WalletPreview.tsx'
import { walletTemplates } from './wallet-api.ts'

type Kind = 'giftcard' | 'loyalty'
type Template = GiftcardWalletTemplate | LoyaltyWalletTemplate
type BackField = Template['back_fields'][number]

/** The gift card or loyalty wallet template editor (spec 2, 3, 5) with a live preview of the pass. */
export function WalletTemplateEdit({ kind, id }: { kind: Kind; id: number | null }) {
  const router = useRouter()
  const { company } = useMe()
  const existing = useRequest(id === null ? null : (signal) => walletTemplates.get(id, { signal }), [id])
  const stores = useRequest((signal) => listStores({ signal }), [])
  const [template, setTemplate] = useState<Template>(() => emptyWalletTemplate(kind))
  // Once a save was tried, the problems follow every edit (core's rules, the server's messages).
  const [attempted, setAttempted] = useState(false)
  const { busy: saving, run } = useBusy()

  useEffect(() => {
    if (existing.data) setTemplate({ ...emptyWalletTemplate(kind), ...existing.data } as Template)
  }, [existing.data, kind])

  const set = (change: Partial<Template>) => setTemplate({ ...template, ...change } as Template)
  const setField = (index: number, change: Partial<BackField>) =>
    set({
      back_fields: template.back_fields.map((field, at) => (at === index ? { ...field, ...change } : field)),
    })
  const issues: WalletIssue[] = attempted ? walletTemplateIssues(template) : []
  const issueAt = (path: string) => issues.find((issue) => issue.path === path)?.message
  const loyalty = template.kind === 'loyalty' ? template : null
  const list = '/admin/wallet/templates'

  async function save(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    if (walletTemplateIssues(template).length > 0) return
    const { kind: _kind, ...rest } = template
    const body = { kind, ...rest }
    await run(async () => {
      if (id === null) await walletTemplates.create(body)
      else await walletTemplates.update(id, body)
      showToast(t('common.saved'), 'success')
      await router.navigate({ to: list })
    })
  }

  async function remove() {
    try {
      if (id !== null) await walletTemplates.remove(id)
      await router.navigate({ to: list })
    } catch {
      // Shown by the client.
    }
  }

  const text = (key: string, label: string, hint?: string) => (
    <TextInputField
      id={`wt_${key}`}
      label={label}
      value={String((template as Record<string, unknown>)[key] ?? '')}
      onChange={(value) => set({ [key]: value } as Partial<Template>)}
      error={issueAt(key)}
      hint={hint}
    />
  )
  const colour = (key: 'background_colour' | 'text_colour', label: string) => (
    <Field label={label} htmlFor={`wt_${key}`}>
      <Flex gap="2" align="center">
        <input
          type="color"
          aria-label={label}
          value={template[key]}
          onChange={(e) => set({ [key]: e.target.value })}
          style={{ width: 40, height: 32, border: 0, background: 'none', padding: 0 }}
        />
        <TextField.Root
          id={`wt_${key}`}
          value={template[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      </Flex>
    </Field>
  )
  const storeList = stores.data ?? []
  const firstStore =
    storeList.find((store) => template.store_ids.includes(store.id))?.name ??
    storeList[0]?.name ??
    'Main Street'

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={
          id === null ? t(kind === 'giftcard' ? 'wallet.new_giftcard' : 'wallet.new_loyalty') : template.name
        }
        description={t(kind === 'giftcard' ? 'wallet.giftcard_template' : 'wallet.loyalty_template')}
        actions={
          <EditActions back={list} saving={saving} loading={false}>
            {id !== null && (
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="soft" color="red">
                    {t('common.delete')}
                  </Button>
                }
                title={t('wallet.delete_title', { name: template.name })}
                body={t('wallet.delete_body')}
                confirm={t('common.delete')}
                onConfirm={() => void remove()}
              />
            )}
          </EditActions>
        }
      />
      <Grid columns={{ initial: '1', lg: '3fr 2fr' }} gap="5" align="start">
        <Flex direction="column" gap="4">
          <Card size="3">
            <Grid columns={{ initial: '1', sm: '2' }} gap="4">
              {text('name', t('wallet.name'))}
              {text('title', t('wallet.title'))}
              <Box gridColumn={{ sm: 'span 2' }}>
                <Field label={t('wallet.description')} htmlFor="wt_description">
                  <TextArea
                    id="wt_description"
                    value={template.description}
                    onChange={(e) => set({ description: e.target.value })}
                  />
                </Field>
              </Box>
              {text('logo', t('wallet.logo'), t('wallet.image_hint'))}
              {text('icon', t('wallet.icon'), t('wallet.image_hint'))}
              {text('strip_image', t('wallet.strip_image'), t('wallet.image_hint'))}
              <Flex gap="4">
                {colour('background_colour', t('wallet.background'))}
                {colour('text_colour', t('wallet.text_colour'))}
              </Flex>
            </Grid>
          </Card>
          {loyalty && (
            <Card size="3">
              <Grid columns={{ initial: '1', sm: '3' }} gap="4">
                {text('membership_label', t('wallet.membership_label'))}
                {text('name_label', t('wallet.name_label'))}
                {text('points_label', t('wallet.points_label'))}
              </Grid>
              <Grid columns={{ initial: '1', sm: '2' }} gap="4" mt="4">
                {text(
                  'store_notification_text',
                  t('wallet.store_notification'),
                  t('wallet.store_notification_hint'),
                )}
                {text('points_update_message', t('wallet.points_update'), t('wallet.points_update_hint'))}
                <SelectField
                  id="wt_barcode"
                  label={t('wallet.member_barcode')}
                  value={loyalty.member_barcode}
                  options={[
                    { value: 'none', label: t('wallet.barcode_none') },
                    { value: 'qr', label: t('wallet.barcode_qr') },
                  ]}
                  onChange={(member_barcode) => set({ member_barcode })}
                />
                <div />
                {text('apple_url', t('wallet.apple_url'))}
                {text('google_url', t('wallet.google_url'))}
              </Grid>
            </Card>
          )}
          <Card size="3">
            <Flex justify="between" align="center" mb="3">
              <Text weight="bold">{t('wallet.back_fields')}</Text>
              <Button
                type="button"
                variant="soft"
                onClick={() =>
                  set({
                    back_fields: [
                      ...template.back_fields,
                      { type: loyalty ? '' : 'custom', label: '', detail: '', apple: true, google: true },
                    ],
                  })
                }
              >
                <PlusIcon />
                {t('wallet.add_back_field')}
              </Button>
            </Flex>
            <Flex direction="column" gap="3">
              {template.back_fields.map((field, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: back fields have no id and every input is controlled
                <Card key={`field-${index}`} variant="surface">
                  <Grid columns={{ initial: '1', sm: loyalty ? '3' : '2' }} gap="3">
                    {loyalty && (
                      <SelectField
                        id={`wt_type_${index}`}
                        label={t('wallet.field_type')}
                        value={field.type}
                        options={Object.entries(WALLET_BACK_FIELD_TYPES).map(([value, label]) => ({
                          value,
                          label,
                        }))}
                        onChange={(type) => setField(index, { type })}
                        error={issueAt(`back_fields.${index}.type`)}
                        placeholder={t('wallet.choose_type')}
                      />
                    )}
                    <TextInputField
                      id={`wt_label_${index}`}
                      label={t('wallet.field_label')}
                      value={field.label}
                      onChange={(value) => setField(index, { label: value })}
                      error={issueAt(`back_fields.${index}.label`)}
                    />
                    <TextInputField
                      id={`wt_detail_${index}`}
                      label={t('wallet.field_detail')}
                      value={field.detail}
                      disabled={loyalty !== null && field.type !== '' && field.type !== 'custom'}
                      placeholder={
                        loyalty !== null && field.type !== '' && field.type !== 'custom'
                          ? t('wallet.detail_auto')
                          : ''
                      }
                      onChange={(value) => setField(index, { detail: value })}
                      error={issueAt(`back_fields.${index}.detail`)}
                    />
                  </Grid>
                  <Flex gap="4" mt="3" align="center">
                    <LabelledCheckbox
                      label="Apple"
                      checked={field.apple}
                      onChange={(checked) => setField(index, { apple: checked })}
                    />
                    <LabelledCheckbox
                      label="Google"
                      checked={field.google}
                      onChange={(checked) => setField(index, { google: checked })}
                    />
                    <Box flexGrow="1" />
                    <RowRemoveButton
                      label={t('wallet.remove_back_field', { n: index + 1 })}
                      onRemove={() =>
                        set({ back_fields: template.back_fields.filter((_, at) => at !== index) })
                      }
                    />
                  </Flex>
                </Card>
              ))}
            </Flex>
          </Card>
          <Card size="3">
            <Text as="div" weight="bold" mb="1">
              {t('wallet.stores')}
            </Text>
            <Text
              as="p"
              size="1"
              color={issueAt('store_ids') ? 'red' : 'gray'}
              mb="3"
              role={issueAt('store_ids') ? 'alert' : undefined}
            >
              {issueAt('store_ids') ??
                t('wallet.stores_hint', { count: template.store_ids.length, max: MAX_WALLET_STORES })}
            </Text>
            {storeList.length === 0 ? (
              <Text size="2" color="gray">
                {t('users.no_stores')}
              </Text>
            ) : (
              <StoreChecklist
                label={t('wallet.stores')}
                stores={storeList}
                value={template.store_ids}
                onChange={(ids) => set({ store_ids: ids })}
              />
            )}
          </Card>
        </Flex>
        <Box position={{ lg: 'sticky' }} top="4">
          <Card size="3">
            <Text as="div" weight="bold" mb="3">
              {t('wallet.preview')}
            </Text>
            <WalletPreview template={template} currency={company.currency} storeName={firstStore} />
          </Card>
        </Box>
      </Grid>
    </form>
  )
}
