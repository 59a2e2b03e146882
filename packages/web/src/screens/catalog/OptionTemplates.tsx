import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Card, Dialog, Flex, Text } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { DialogButtons } from '../../components/DialogButtons.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { RowDeleteButton, RowEditButton } from '../../components/RowButtons.tsx'
import { useBusy } from '../../hooks/use-busy.ts'
import { deleteAndLeave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { listOptionTemplates, type OptionTemplate, optionTemplates } from './catalog-api.ts'
import { type OptionSlot, OptionSlotFields, optionSlotsOf } from './OptionSlots.tsx'

type Draft = { id: number | null; name: string; options: OptionSlot[] }

function draftOf(template: OptionTemplate | null): Draft {
  return {
    id: template?.id ?? null,
    name: template?.name ?? '',
    options: optionSlotsOf(template),
  }
}

/** Option templates (spec 2 /product/option-templates): named options with values to start products from. */
export function OptionTemplates() {
  const templates = useRequest((signal) => listOptionTemplates({ signal }), [])
  const [draft, setDraft] = useState<Draft | null>(null)
  const { busy: saving, run } = useBusy()

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!draft) return
    const input = {
      name: draft.name.trim(),
      options: draft.options
        .filter((option) => option.name.trim())
        .map((option) => ({
          name: option.name.trim(),
          values: option.values
            .split(',')
            .map((value) => value.trim())
            .filter(Boolean),
        })),
    }
    await run(async () => {
      if (draft.id === null) await optionTemplates.create(input)
      else await optionTemplates.update(draft.id, input)
      showToast(t('templates.saved'), 'success')
      setDraft(null)
      templates.reload()
    })
  }

  async function remove(id: number) {
    await deleteAndLeave(
      () => optionTemplates.remove(id),
      t('templates.deleted'),
      async () => templates.reload(),
    )
  }

  return (
    <>
      <PageHeader
        title={t('templates.title')}
        description={t('templates.description')}
        actions={
          <Button onClick={() => setDraft(draftOf(null))}>
            <PlusIcon />
            {t('templates.new')}
          </Button>
        }
      />
      <Card size="1">
        <DataTable
          variant="ghost"
          columns={[
            { header: t('templates.name'), rowHeader: true, cell: (template) => template.name },
            {
              header: t('templates.options'),
              cell: (template) =>
                template.options.map((option) => `${option.name}: ${option.values.join(', ')}`).join(' · '),
            },
            {
              key: 'actions',
              header: null,
              align: 'right',
              cell: (template) => (
                <Flex gap="3" justify="end">
                  <RowEditButton name={template.name} onClick={() => setDraft(draftOf(template))} />
                  <RowDeleteButton
                    name={template.name}
                    body={template.name}
                    onConfirm={() => void remove(template.id)}
                  />
                </Flex>
              ),
            },
          ]}
          rows={templates.data ?? []}
          rowKey={(template) => template.id}
          rowAlign="center"
        />
        {templates.data?.length === 0 && (
          <Text as="p" color="gray" size="2" m="3">
            {t('templates.empty')}
          </Text>
        )}
      </Card>
      <Dialog.Root open={draft !== null} onOpenChange={(open) => !open && setDraft(null)}>
        <Dialog.Content maxWidth="560px">
          <Dialog.Title>{draft?.id === null ? t('templates.new') : draft?.name}</Dialog.Title>
          {draft && (
            <form onSubmit={save}>
              <Flex direction="column" gap="3">
                <TextInputField
                  id="template-name"
                  label={t('templates.name')}
                  value={draft.name}
                  onChange={(value) => setDraft({ ...draft, name: value })}
                />
                <OptionSlotFields
                  slots={draft.options}
                  onChange={(index, change) =>
                    setDraft({
                      ...draft,
                      options: draft.options.map((row, at) => (at === index ? { ...row, ...change } : row)),
                    })
                  }
                  idPrefix="template-option"
                  columns="1fr 2fr"
                />
                <DialogButtons label={t('common.save')} loading={saving} mt="2" />
              </Flex>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </>
  )
}
