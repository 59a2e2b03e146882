import { type GlueJob, glueJobResource } from '@pos/core'
import { Card, Heading, Text } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { ConfirmedAction, EditActions } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { deleteAndLeave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { JobDetails } from './JobDetails.tsx'
import { blankJob, type JobForm, jobForm } from './job-form.ts'
import { RunNow } from './RunNow.tsx'
import { ScheduleCard } from './ScheduleCard.tsx'
import { StepList } from './StepList.tsx'
import { VariablesCard } from './VariablesCard.tsx'

const LIST = '/glue/jobs'

/**
 * /glue/jobs/new and /glue/jobs/edit/{id}: the Glue job editor. The job's details and webhook URL, its
 * variables, its schedule (scheduled jobs), its ordered steps (IF and For Each hold their own), and Run now with
 * a test body. A refusal shows under the part it names.
 */
export function JobEditor({ id }: { id: number | null }) {
  const router = useRouter()
  const client = useMemo(() => resourceClient(glueJobResource), [])
  const existing = useRequest(id === null ? null : (signal) => client.get(id, { signal }), [id, client])
  const [form, setForm] = useState<JobForm>(blankJob)
  const [webhookUrl, setWebhookUrl] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [dirty, setDirty] = useState(false)

  useEffect(() => {
    if (!existing.data) return
    const job = existing.data as unknown as GlueJob
    setForm(jobForm(job))
    setWebhookUrl(job.webhook_url)
  }, [existing.data])

  const change = (patch: Partial<JobForm>) => {
    setForm((current) => ({ ...current, ...patch }))
    setDirty(true)
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(patch)) delete next[key]
      return next
    })
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    setSaving(true)
    try {
      if (id === null) {
        const created = (await client.create(form as never)) as unknown as GlueJob
        showToast(t('glue.saved'), 'success')
        await router.navigate({ to: `${LIST}/edit/${created.id}` as never })
      } else {
        const updated = (await client.update(id, form as never)) as unknown as GlueJob
        setForm(jobForm(updated))
        setWebhookUrl(updated.webhook_url)
        setDirty(false)
        showToast(t('glue.saved'), 'success')
      }
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) setErrors({ [refusal.field?.split('.')[0] ?? 'form']: refusal.message })
    } finally {
      setSaving(false)
    }
  }

  async function remove() {
    if (id === null) return
    await deleteAndLeave(
      () => client.remove(id),
      t('glue.deleted'),
      () => router.navigate({ to: LIST as never }),
    )
  }

  const title = id === null ? t('glue.new_job') : form.name || t('glue.details')
  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={title}
        actions={
          <EditActions back={LIST} saving={saving} loading={existing.loading}>
            {id !== null && (
              <ConfirmedAction
                label={t('common.delete')}
                body={t('glue.delete_body', { name: form.name })}
                onConfirm={() => void remove()}
              />
            )}
          </EditActions>
        }
      />
      <JobDetails form={form} webhookUrl={webhookUrl} errors={errors} onChange={change} />
      <VariablesCard
        variables={form.variables}
        error={errors.variables}
        onChange={(variables) => change({ variables })}
      />
      {form.type === 'scheduled' && (
        <ScheduleCard
          schedule={form.schedule}
          error={errors.schedule}
          onChange={(schedule) => change({ schedule })}
        />
      )}
      <Card mb="4">
        <Heading as="h2" size="4" mb="3">
          {t('glue.steps')}
        </Heading>
        {errors.steps && (
          <Text as="p" size="2" color="red" role="alert" mb="3">
            {errors.steps}
          </Text>
        )}
        <StepList steps={form.steps} onChange={(steps) => change({ steps })} />
      </Card>
      <RunNow jobId={id} dirty={dirty} />
    </form>
  )
}
