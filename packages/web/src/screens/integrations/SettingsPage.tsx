import { Button, Card, Grid, Heading } from '@radix-ui/themes'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'

/**
 * A terminal integration's settings as a form: loaded from the server, secrets never shown back (the form
 * starts them empty and only sends them when typed), saved with a toast; the server's sentence on a refusal.
 */
export function useSettingsForm<Settings, Form>(options: {
  load: (signal: AbortSignal) => Promise<{ settings: Settings }>
  save: (form: Form) => Promise<{ settings: Settings }>
  /** The form of stored settings, secrets empty. */
  formOf: (settings: Settings) => Form
}) {
  const loaded = useRequest(options.load, [])
  const [saved, setSaved] = useState<Settings>()
  const [form, setForm] = useState<Form>()
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (loaded.data) {
      setSaved(loaded.data.settings)
      setForm(options.formOf(loaded.data.settings))
    }
  }, [loaded.data, options.formOf])

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    setSaving(true)
    try {
      const answer = await options.save(form)
      setSaved(answer.settings)
      setForm(options.formOf(answer.settings))
      showToast(t('common.saved'), 'success')
    } catch {
      // The server's sentence (e.g. pairing refused) was shown.
    } finally {
      setSaving(false)
    }
  }
  const set = <K extends keyof Form>(key: K, value: Form[K]) => form && setForm({ ...form, [key]: value })
  return { saved, form, set, saving, save }
}

/** The page around it: the title with Save, two columns of fields, and the test transaction once usable. */
export function SettingsPage({
  title,
  back,
  saving,
  onSubmit,
  left,
  right,
  test,
  testTitle,
}: {
  title: string
  /** The integration's own page, which Back returns to. */
  back: string
  saving: boolean
  onSubmit: (event: FormEvent) => void
  left: ReactNode
  right: ReactNode
  /** The test transaction card's content; none while the integration is off or has no credentials. */
  test: ReactNode | null
  /** The test card's heading (the terminals' "Test transaction" by default). */
  testTitle?: string
}) {
  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <PageHeader
          title={title}
          actions={
            <>
              <BackLink to={back} />
              <Button type="submit" loading={saving}>
                {t('common.save')}
              </Button>
            </>
          }
        />
        <Card size="3">
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {left}
            {right}
          </Grid>
        </Card>
      </form>
      {test ? (
        <Card size="3" mt="4">
          <Heading as="h2" size="4" mb="3">
            {testTitle ?? t('integrations.test_transaction')}
          </Heading>
          {test}
        </Card>
      ) : null}
    </>
  )
}
