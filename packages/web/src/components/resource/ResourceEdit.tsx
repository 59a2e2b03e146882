import { type AnyResource, actionRight, resourceScreens } from '@pos/core'
import { Button, Card, Grid, Heading, Tabs } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { useHistoryTab } from '../../hooks/use-history-tab.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import {
  CustomFieldInputs,
  type CustomFormValues,
  customBody,
  customFormValues,
  useCustomFields,
} from '../../screens/custom-fields/CustomFieldInputs.tsx'
import { useCan } from '../../session/session.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'
import { ConfirmedAction, EditActions } from '../FormFields.tsx'
import { PageHeader } from '../PageHeader.tsx'
import { ResourceFieldInput } from './ResourceField.tsx'
import { type FormSection, type FormValue, formBody, formSections, formValues } from './resource-form.ts'

type Props<R extends AnyResource> = {
  resource: R
  /** The record, or null for a new one. */
  id: number | null
  /** Values the route decides (a reason's kind): sent with every save, their fields not shown. */
  fixed?: Record<string, string | number | boolean>
  /** The list to go back to (the declaration's path when left out). */
  back?: string
  title?: string
  /** Under the title; from the record as it stands, when a function (the day they were terminated). */
  description?: string | ((row: Row | undefined) => string | undefined)
  /** More of the screen below the fields (a record's history, its lines). */
  children?: ReactNode
  /** Values a new record starts with (a template's standard text). */
  initial?: Record<string, FormValue>
  /** Drawn below the fields from the values being edited (a template's preview). */
  preview?: (values: Record<string, FormValue>) => ReactNode
  /** More buttons in the title line, before the declaration's actions (a location's "Stock at this location"). */
  headerActions?: ReactNode
  /** False where the screen offers the declaration's actions itself (a customer's loyalty tab). */
  declaredActions?: boolean
  /** False where the screen offers no delete, though the API has one. */
  removable?: boolean
  /** False while the screen shows something Save does not concern (another tab): no Save button. */
  canSave?: boolean
  /** Where a new record leads once created: its own screen (the default), or back to the list. */
  afterCreate?: 'record' | 'list'
  /** After a save of an existing record, with the record as saved (the signed-in user's own, for one). */
  onSaved?: (row: Row) => void
  /**
   * Lays the fields out in a screen of their own (tabs with bespoke ones beside them, a status above them),
   * given the record as it stands and a way to replace it (a tab's change answers the record).
   */
  layout?: (fields: ReactNode, record: { row: Row | undefined; setRow: (row: Row) => void }) => ReactNode
}

type Row = Record<string, unknown>

/** What a record is called: the declaration's `nameKeys` joined, else its `name`. */
function recordName(resource: AnyResource, row: Row): string {
  const keys = resource.nameKeys ?? ['name']
  return keys
    .map((key) => row[key])
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ')
}

/**
 * The back office's generic edit screen (ARCHITECTURE.md, "The web"): the declaration's fields in its sections
 * (cards, or tabs), its actions with their confirmations, delete or archive, and Save. A refusal from the
 * server shows under the field it names (and as the spec's toast, which the API client shows).
 */
export function ResourceEdit<R extends AnyResource>({ resource, id, fixed = {}, ...props }: Props<R>) {
  const router = useRouter()
  const can = useCan()
  const client = useMemo(() => resourceClient(resource), [resource])
  const screens = resourceScreens(resource)
  const back = props.back ?? screens.list
  const existing = useRequest(id === null ? null : (signal) => client.get(id, { signal }), [id, client])
  const [row, setRow] = useState<Row | undefined>()
  const [values, setValues] = useState(() => ({ ...formValues(resource, undefined), ...props.initial }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  // The company's custom fields of these records (/admin/custom-fields), when the declaration carries them.
  const customFields = useCustomFields(resource.customFields)
  const [custom, setCustom] = useState<CustomFormValues>({})

  useEffect(() => {
    if (!existing.data) return
    setRow(existing.data as Row)
    setValues(formValues(resource, existing.data as Row))
  }, [existing.data, resource])

  useEffect(() => {
    setCustom(customFormValues(customFields, row?.custom))
  }, [customFields, row])

  const sections = formSections(resource, Object.keys(fixed))
  const setValue = (key: string, value: FormValue) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => {
      if (!(key in current)) return current
      const { [key]: _gone, ...rest } = current
      return rest
    })
  }
  // With tabs, the open one is kept in this history entry (back to the screen shows it again).
  const [tab, setTab] = useHistoryTab(`${resource.name}-fields`, sections[0]?.title ?? '')
  /** Shows the tab of the first field with an error, so the message is seen. */
  const showErrors = (found: Record<string, string>) => {
    setErrors(found)
    const section = sections.find((candidate) => candidate.fields.some((field) => field.key in found))
    if (resource.tabs && section) setTab(section.title)
  }

  function showRefusal(error: unknown) {
    const refusal = refusalOf(error)
    if (!refusal?.field) return
    // A custom field's refusal names it (`custom.{key}`) and shows under it, as does a declared dotted field's
    // (`address.city`); others under their top key.
    const whole =
      refusal.field.startsWith('custom.') || resource.fields.some((field) => field.key === refusal.field)
    const key = whole ? refusal.field : refusal.field.split('.')[0]
    showErrors({ [key ?? refusal.field]: refusal.message })
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const built = formBody(resource, values, { fixed, existing: id !== null })
    if (!built.ok) {
      showErrors(Object.fromEntries(built.problems.map((problem) => [problem.field, problem.message])))
      return
    }
    setErrors({})
    setSaving(true)
    const body =
      customFields.length > 0 ? { ...built.body, custom: customBody(customFields, custom) } : built.body
    try {
      if (id === null) {
        const created = (await client.create(body as never)) as Row
        showToast(t('resource.created', { name: resource.label.one }), 'success')
        await router.navigate({
          to: (props.afterCreate === 'list' ? back : `${back}/${String(created.id)}`) as never,
        })
      } else {
        const updated = (await client.update(id, body as never)) as Row
        setRow(updated)
        setValues(formValues(resource, updated))
        props.onSaved?.(updated)
        showToast(t('common.saved'), 'success')
      }
    } catch (error) {
      showRefusal(error)
    } finally {
      setSaving(false)
    }
  }

  async function remove() {
    if (id === null) return
    try {
      await client.remove(id)
      showToast(
        t(resource.remove === 'archive' ? 'resource.archived' : 'resource.deleted', {
          name: resource.label.one,
        }),
        'success',
      )
      await router.navigate({ to: back as never })
    } catch {
      // Shown by the client (in use, for example).
    }
  }

  async function act(name: string) {
    if (id === null) return
    const action = resource.actions?.[name]
    try {
      const updated = (await client.act(id, name as never)) as Row
      setRow(updated)
      setValues(formValues(resource, updated))
      showToast(action?.done ?? t('common.saved'), 'success')
    } catch (error) {
      showRefusal(error)
    }
  }

  // An action that takes input (a day, a status) has its own form on the screen, not a bare button; an action the
  // user has no right to (approve, for one) shows no button.
  const declared = props.declaredActions === false ? {} : (resource.actions ?? {})
  const actions = Object.entries(declared).filter(([key, action]) => {
    const right = actionRight(resource, key)
    return (
      row !== undefined && !action.input && !action.allowed?.(row as never) && can(right.area, right.action)
    )
  })
  const mayEdit = can(resource.rights.edit, 'edit')
  const mayRemove = mayEdit && id !== null && props.removable !== false && resource.remove !== 'none'
  const name = (row && recordName(resource, row)) || resource.label.one
  const description = typeof props.description === 'function' ? props.description(row) : props.description
  const title =
    props.title ??
    (id === null ? (resource.newTitle ?? t('resource.new', { name: resource.label.one })) : name)

  const withLayout = (fields: ReactNode) => (props.layout ? props.layout(fields, { row, setRow }) : fields)

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={title}
        {...(description ? { description } : {})}
        actions={
          <EditActions
            back={back}
            saving={saving}
            loading={existing.loading}
            canSave={mayEdit && props.canSave !== false}
          >
            {props.headerActions}
            {actions.map(([key, action]) =>
              action.confirm ? (
                <ConfirmDialog
                  key={key}
                  trigger={
                    <Button type="button" variant="soft" color={action.tone === 'danger' ? 'red' : 'gray'}>
                      {action.label}
                    </Button>
                  }
                  title={action.label}
                  body={action.confirm}
                  confirm={action.label}
                  onConfirm={() => void act(key)}
                />
              ) : (
                <Button key={key} type="button" variant="soft" color="gray" onClick={() => void act(key)}>
                  {action.label}
                </Button>
              ),
            )}
            {mayRemove && row?.archived !== true && (
              <ConfirmedAction
                label={t(resource.remove === 'archive' ? 'resource.archive' : 'common.delete')}
                body={t(resource.remove === 'archive' ? 'resource.archive_body' : 'resource.delete_body', {
                  name,
                })}
                onConfirm={() => void remove()}
              />
            )}
          </EditActions>
        }
      />
      {withLayout(
        <>
          {resource.tabs && sections.length > 1 ? (
            <Tabs.Root
              value={sections.some((section) => section.title === tab) ? tab : sections[0]?.title}
              onValueChange={setTab}
            >
              <Tabs.List>
                {sections.map((section) => (
                  <Tabs.Trigger key={section.title} value={section.title}>
                    {section.title}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {sections.map((section) => (
                <Tabs.Content key={section.title} value={section.title} mt="4">
                  <SectionCard
                    section={section}
                    values={values}
                    errors={errors}
                    onChange={setValue}
                    titled={false}
                    existing={id !== null}
                  />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          ) : (
            sections.map((section) => (
              <SectionCard
                key={section.title}
                section={section}
                values={values}
                errors={errors}
                onChange={setValue}
                titled={sections.length > 1}
                existing={id !== null}
              />
            ))
          )}
          {customFields.length > 0 && (
            <Card size="3" mb="4">
              <CustomFieldInputs
                fields={customFields}
                values={custom}
                errors={errors}
                onChange={(next) => {
                  setCustom(next)
                  setErrors((current) =>
                    Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('custom.'))),
                  )
                }}
              />
            </Card>
          )}
        </>,
      )}
      {props.preview?.(values)}
      {props.children}
    </form>
  )
}

function SectionCard({
  section,
  values,
  errors,
  onChange,
  titled,
  existing = false,
}: {
  section: FormSection
  values: Record<string, FormValue>
  errors: Record<string, string>
  onChange: (key: string, value: FormValue) => void
  titled: boolean
  existing?: boolean
}) {
  return (
    <Card size="3" mb="4">
      {titled && (
        <Heading as="h2" size="4" mb="4">
          {section.title}
        </Heading>
      )}
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        {section.fields.map((field) => (
          <div
            key={field.key}
            style={field.wide || field.kind === 'textarea' ? { gridColumn: '1 / -1' } : undefined}
          >
            <ResourceFieldInput
              field={field}
              value={values[field.key] ?? ''}
              error={errors[field.key]}
              disabled={
                (existing && field.createOnly === true) ||
                (field.enabledWhen !== undefined &&
                  !field.enabledWhen.values.includes(String(values[field.enabledWhen.key] ?? '')))
              }
              onChange={(value) => onChange(field.key, value)}
            />
          </div>
        ))}
      </Grid>
    </Card>
  )
}
