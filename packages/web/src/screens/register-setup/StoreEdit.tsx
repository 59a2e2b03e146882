import type { StorePayload } from '@pos/core'
import { Badge, Card, Flex, Grid, Heading, Link as RadixLink, Table, Text } from '@radix-ui/themes'
import { Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { EditActions, SelectField, TextInputField } from '../../components/FormFields.tsx'
import { NewLink } from '../../components/NewLink.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useEditSave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { type RegisterRow, type StoreRow, stores, storeWithRegisters } from './setup-api.ts'

const EMPTY: StorePayload = {
  name: '',
  address: { address1: '', address2: '', city: '', province_code: '', zip: '', country: 'AU' },
  status: 'open',
}

const ADDRESS_FIELDS = [
  ['address1', 'stores.address1'],
  ['address2', 'stores.address2'],
  ['city', 'stores.city'],
  ['province_code', 'stores.state'],
  ['zip', 'stores.postcode'],
  ['country', 'stores.country'],
] as const

function formOf(store: StoreRow): StorePayload {
  return {
    name: store.name,
    address: { ...EMPTY.address, ...store.address },
    status: store.status,
  }
}

/** /register/stores/new and /register/stores/{id}: a store's name, address and status, and its registers. */
export function StoreEdit({ id }: { id: number | null }) {
  const router = useRouter()
  const existing = useRequest(id === null ? null : (signal) => storeWithRegisters(id, { signal }), [id])
  const [form, setForm] = useState<StorePayload>(EMPTY)
  const [registers, setRegisters] = useState<RegisterRow[]>([])
  const [error, setError] = useState<string>()
  const { saving, saveRecord } = useEditSave()

  useEffect(() => {
    if (!existing.data) return
    setForm(formOf(existing.data.store))
    setRegisters(existing.data.registers)
  }, [existing.data])

  const setAddress = (key: keyof StorePayload['address'], value: string) =>
    setForm((current) => ({ ...current, address: { ...current.address, [key]: value } }))

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!form.name.trim()) {
      setError(t('stores.name_required'))
      return
    }
    setError(undefined)
    // A refusal (the licence message, for one) was shown by the client.
    await saveRecord(id, {
      create: () => stores.create(form),
      created: t('stores.created'),
      thenLeave: (created) =>
        router.navigate({ to: '/register/stores/$id', params: { id: String(created.id) } }),
      update: async (storeId) => setForm(formOf(await stores.update(storeId, form))),
    })
  }

  return (
    <>
      <form onSubmit={save} noValidate>
        <PageHeader
          title={id === null ? t('stores.new') : existing.data?.store.name || t('stores.title')}
          actions={<EditActions back="/register/stores" saving={saving} loading={false} />}
        />
        <Card size="3" mb="5">
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <TextInputField
              id="store-name"
              label={t('stores.name')}
              value={form.name}
              onChange={(value) => setForm({ ...form, name: value })}
              error={error}
            />
            <SelectField
              id="store-status"
              label={t('stores.status')}
              hint={t('stores.closed_hint')}
              value={form.status}
              options={[
                { value: 'open', label: t('stores.status.open') },
                { value: 'closed', label: t('stores.status.closed') },
              ]}
              onChange={(status) => setForm({ ...form, status })}
            />
            {ADDRESS_FIELDS.map(([key, label]) => (
              <TextInputField
                key={key}
                id={`store-${key}`}
                label={t(label)}
                value={form.address[key]}
                onChange={(value) => setAddress(key, value)}
              />
            ))}
          </Grid>
        </Card>
      </form>
      {id !== null && (
        <>
          <Flex justify="between" align="center" mb="3">
            <Heading as="h2" size="4">
              {t('stores.registers')}
            </Heading>
            <NewLink
              to="/register/stores/$id/new"
              params={{ id: String(id) }}
              label={t('stores.new_register')}
              variant="soft"
            />
          </Flex>
          <Card size="1">
            <Table.Root variant="ghost">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('register.name')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('register.printer_type')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('register.prefix')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {registers.map((register) => (
                  <Table.Row key={register.id}>
                    <Table.RowHeaderCell>
                      <RadixLink asChild weight="medium">
                        <Link
                          to="/register/stores/$id/$register"
                          params={{ id: String(id), register: String(register.id) }}
                        >
                          {register.name}
                        </Link>
                      </RadixLink>
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      <Badge color="gray">{t(`register.printer.${register.printer_type}`)}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <Text>{register.receipt_prefix}</Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {registers.length === 0 && (
              <Text as="p" color="gray" size="2" m="3">
                {t('stores.registers_empty')}
              </Text>
            )}
          </Card>
        </>
      )}
    </>
  )
}
