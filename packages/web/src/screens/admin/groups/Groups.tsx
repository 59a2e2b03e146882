import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Card, Dialog, Flex, Table, Text } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { type Group, groups as groupClient, listGroups } from '../../../api/resources.ts'
import { showToast } from '../../../api/toast.ts'
import { DialogButtons } from '../../../components/DialogButtons.tsx'
import { EmptyListNote } from '../../../components/EmptyListNote.tsx'
import { TextInputField } from '../../../components/FormFields.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { RightsEditor } from '../../../components/RightsEditor.tsx'
import { RightsPagesBadge } from '../../../components/RightsPagesBadge.tsx'
import { RowDeleteButton, RowEditButton } from '../../../components/RowButtons.tsx'
import { deleteAndLeave } from '../../../hooks/use-edit-save.ts'
import { useRequest } from '../../../hooks/use-request.ts'
import { t } from '../../../i18n/index.ts'
import { refreshMe } from '../../../session/session.ts'
import { requiredError } from '../../sessions/validation.ts'

type GroupInput = Pick<Group, 'name' | 'rights'>
type Editing = { id: number | null; input: GroupInput }

/** Security groups: what their users may open, and what their registers keep offline. */
export function Groups() {
  const groups = useRequest((signal) => listGroups({ signal }), [])
  const [editing, setEditing] = useState<Editing | null>(null)

  async function remove(group: Group) {
    await deleteAndLeave(
      () => groupClient.remove(group.id),
      t('groups.deleted'),
      async () => groups.reload(),
    )
  }

  return (
    <>
      <PageHeader
        title={t('groups.title')}
        actions={
          <Button
            onClick={() => setEditing({ id: null, input: { name: '', rights: { areas: {}, caches: [] } } })}
          >
            <PlusIcon />
            {t('groups.new')}
          </Button>
        }
      />
      <Card size="1">
        <Table.Root variant="ghost">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('common.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('groups.pages')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('groups.caches')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('groups.users')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell width="1%" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(groups.data ?? []).map((group) => (
              <Table.Row key={group.id} align="center">
                <Table.RowHeaderCell>
                  <Text weight="medium">{group.name}</Text>
                </Table.RowHeaderCell>
                <Table.Cell>
                  <RightsPagesBadge rights={group.rights} />
                </Table.Cell>
                <Table.Cell>
                  <Text size="2" color="gray">
                    {group.rights.caches.length}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Text size="2" color="gray">
                    {group.user_count ?? '—'}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="2" justify="end">
                    <RowEditButton
                      name={group.name}
                      onClick={() =>
                        setEditing({ id: group.id, input: { name: group.name, rights: group.rights } })
                      }
                    />
                    <RowDeleteButton
                      name={group.name}
                      title={t('groups.delete_title', { name: group.name })}
                      body={t('groups.delete_body')}
                      onConfirm={() => void remove(group)}
                    />
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {!groups.loading && groups.data?.length === 0 && <EmptyListNote>{t('groups.empty')}</EmptyListNote>}
      </Card>
      {editing && (
        <GroupDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            groups.reload()
            // The signed-in user's own group may have changed: the menu follows its rights.
            void refreshMe()
          }}
        />
      )}
    </>
  )
}

function GroupDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing
  onClose: () => void
  onSaved: () => void
}) {
  const [input, setInput] = useState(editing.input)
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    const problem = requiredError(input.name)
    setError(problem)
    if (problem) return
    setSaving(true)
    try {
      const body = { ...input, name: input.name.trim() }
      if (editing.id === null) await groupClient.create(body)
      else await groupClient.update(editing.id, body)
      showToast(t('common.saved'), 'success')
      onSaved()
    } catch {
      setSaving(false)
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="880px">
        <form onSubmit={save} noValidate>
          <Dialog.Title>{editing.id === null ? t('groups.new_title') : t('groups.edit_title')}</Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="4">
            {t('groups.dialog_hint')}
          </Dialog.Description>
          <Flex direction="column" gap="5">
            <TextInputField
              id="group-name"
              label={t('common.name')}
              autoFocus
              value={input.name}
              aria-invalid={Boolean(error)}
              style={{ maxWidth: 360 }}
              onChange={(value) => setInput({ ...input, name: value })}
              error={error}
            />
            <RightsEditor value={input.rights} onChange={(rights) => setInput({ ...input, rights })} />
          </Flex>
          <DialogButtons label={t('common.save')} loading={saving} mt="5" />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
