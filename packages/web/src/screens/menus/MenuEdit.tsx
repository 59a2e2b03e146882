import { type MenuItemLayout, menuResource, moveItem } from '@pos/core'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Card, Flex, Grid, Heading, Select, Text, TextField, VisuallyHidden } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { ConfirmedAction, EditActions } from '../../components/FormFields.tsx'
import { MoveButtons } from '../../components/MoveButtons.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { RowRemoveButton } from '../../components/RowButtons.tsx'
import { ResourceFieldInput } from '../../components/resource/ResourceField.tsx'
import { deleteAndLeave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { standardScreens } from '../../shell/menu.ts'

const LIST = '/admin/menus'

/** The standard side menu as a company menu's entries: its names, its groups as sections. */
function standardLayout(): MenuItemLayout[] {
  return standardScreens().map(({ item, group }) => ({
    to: item.to,
    label: t(item.label),
    section: group ? t(group.label) : '',
  }))
}

/** The standard menu's name of a screen (its group first), to say which screen an entry opens. */
function standardName(to: string): string {
  const found = standardScreens().find(({ item }) => item.to === to)
  if (!found) return to
  return found.group ? `${t(found.group.label)}: ${t(found.item.label)}` : t(found.item.label)
}

/**
 * A menu (spec 2 /admin/menu/new, /admin/menu/edit/{id}): its name, the security group that sees it, and its
 * entries in order, each renamed and placed in a section. The server refuses a screen listed twice.
 */
export function MenuEdit({ id }: { id: number | null }) {
  const router = useRouter()
  const client = useMemo(() => resourceClient(menuResource), [])
  const existing = useRequest(id === null ? null : (signal) => client.get(id, { signal }), [id, client])
  const [name, setName] = useState('')
  const [groupId, setGroupId] = useState('')
  const [items, setItems] = useState<MenuItemLayout[]>(() => (id === null ? standardLayout() : []))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [adding, setAdding] = useState('')

  useEffect(() => {
    const row = existing.data
    if (!row) return
    setName(row.name)
    setGroupId(row.group_id === null ? '' : String(row.group_id))
    setItems(row.items)
  }, [existing.data])

  const screens = standardScreens()
  const missing = screens.filter(({ item }) => !items.some((entry) => entry.to === item.to))
  const setItem = (index: number, change: Partial<MenuItemLayout>) => {
    setItems(items.map((item, at) => (at === index ? { ...item, ...change } : item)))
    setErrors({})
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const body = { name, group_id: groupId === '' ? null : Number(groupId), items }
    setSaving(true)
    setErrors({})
    try {
      if (id === null) {
        const created = await client.create(body)
        showToast(t('resource.created', { name: menuResource.label.one }), 'success')
        await router.navigate({ to: `/admin/menu/edit/${String(created.id)}` as never })
      } else {
        await client.update(id, body)
        showToast(t('common.saved'), 'success')
      }
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal?.field) setErrors({ [refusal.field]: refusal.message })
    } finally {
      setSaving(false)
    }
  }

  async function remove() {
    if (id === null) return
    await deleteAndLeave(
      () => client.remove(id),
      t('resource.deleted', { name: menuResource.label.one }),
      () => router.navigate({ to: LIST as never }),
    )
  }

  const [nameField, groupField] = menuResource.fields
  const itemError = (index: number) => errors[`items.${index}.to`] ?? errors[`items.${index}.label`]
  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={id === null ? t('menus.new') : name || menuResource.label.one}
        description={t('menus.intro')}
        actions={
          <EditActions back={LIST} saving={saving} loading={existing.loading}>
            {id !== null && (
              <ConfirmedAction
                label={t('common.delete')}
                body={t('resource.delete_body', { name })}
                onConfirm={() => void remove()}
              />
            )}
          </EditActions>
        }
      />
      <Card size="3" mb="4">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          {nameField && (
            <ResourceFieldInput
              field={nameField}
              value={name}
              error={errors.name}
              onChange={(v) => setName(String(v))}
            />
          )}
          {groupField && (
            <ResourceFieldInput
              field={{ ...groupField, hint: t('menus.group_hint') }}
              value={groupId}
              error={errors.group_id}
              onChange={(v) => setGroupId(String(v))}
            />
          )}
        </Grid>
      </Card>
      <Card size="3" mb="4">
        <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
          <Heading as="h2" size="4">
            {t('menus.entries')}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap">
            <Select.Root value={adding} onValueChange={setAdding}>
              <Select.Trigger
                placeholder={t('menus.add_placeholder')}
                aria-label={t('menus.add_placeholder')}
              />
              <Select.Content>
                {missing.map(({ item, group }) => (
                  <Select.Item key={item.to} value={item.to}>
                    {group ? `${t(group.label)}: ` : ''}
                    {t(item.label)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
            <Button
              type="button"
              variant="soft"
              disabled={adding === ''}
              onClick={() => {
                const found = screens.find(({ item }) => item.to === adding)
                if (!found) return
                setItems([
                  ...items,
                  {
                    to: found.item.to,
                    label: t(found.item.label),
                    section: found.group ? t(found.group.label) : '',
                  },
                ])
                setAdding('')
              }}
            >
              <PlusIcon />
              {t('menus.add')}
            </Button>
            <Button type="button" variant="soft" color="gray" onClick={() => setItems(standardLayout())}>
              {t('menus.reset')}
            </Button>
          </Flex>
        </Flex>
        {errors.items && (
          <Text as="p" color="red" size="2" role="alert" mb="2">
            {errors.items}
          </Text>
        )}
        <DataTable
          variant="surface"
          columns={[
            {
              header: t('menus.screen'),
              cell: (item, index) => (
                <>
                  <Text as="div" size="2">
                    {standardName(item.to)}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    {item.to}
                  </Text>
                  {itemError(index) && (
                    <Text as="div" size="1" color="red" role="alert">
                      {itemError(index)}
                    </Text>
                  )}
                </>
              ),
            },
            {
              header: t('menus.label'),
              cell: (item, index) => (
                <TextField.Root
                  aria-label={t('menus.label_of', { screen: item.to })}
                  value={item.label}
                  onChange={(event) => setItem(index, { label: event.target.value })}
                />
              ),
            },
            {
              header: t('menus.section'),
              cell: (item, index) => (
                <TextField.Root
                  aria-label={t('menus.section_of', { screen: item.to })}
                  value={item.section}
                  onChange={(event) => setItem(index, { section: event.target.value })}
                />
              ),
            },
            {
              key: 'order',
              header: <VisuallyHidden>{t('menus.order')}</VisuallyHidden>,
              cell: (item, index) => (
                <Flex gap="1">
                  <MoveButtons
                    index={index}
                    count={items.length}
                    labels={{
                      up: t('menus.up', { screen: item.to }),
                      down: t('menus.down', { screen: item.to }),
                    }}
                    onMove={(by) => setItems(moveItem(items, index, index + by))}
                    look={{ variant: 'ghost', color: 'gray' }}
                  />
                  <RowRemoveButton
                    label={t('menus.remove', { screen: item.to })}
                    onRemove={() => setItems(items.filter((_, at) => at !== index))}
                  />
                </Flex>
              ),
            },
          ]}
          rows={items}
          rowKey={(item) => item.to}
        />
      </Card>
    </form>
  )
}
