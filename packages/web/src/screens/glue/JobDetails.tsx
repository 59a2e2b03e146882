import { GLUE_JOB_TYPES, type JobType, SYSTEM_EVENTS } from '@pos/core'
import { Callout, Card, Code, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { t } from '../../i18n/index.ts'
import type { JobForm } from './job-form.ts'

type Props = {
  form: JobForm
  webhookUrl: string
  errors: Record<string, string>
  onChange: (patch: Partial<JobForm>) => void
}

/** The job's own fields: name, type (and a system hook's event), log category and its webhook URL. */
export function JobDetails({ form, webhookUrl, errors, onChange }: Props) {
  return (
    <Card mb="4">
      <Heading as="h2" size="4" mb="3">
        {t('glue.details')}
      </Heading>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <TextInputField
          id="job-name"
          label={t('glue.name')}
          value={form.name}
          error={errors.name}
          onChange={(name) => onChange({ name })}
        />
        <SelectField
          id="job-type"
          label={t('glue.type')}
          value={form.type}
          options={GLUE_JOB_TYPES}
          onChange={(type) => onChange({ type: type as JobType })}
          error={errors.type}
        />
        <TextInputField
          id="job-log-category"
          label={t('glue.log_category')}
          value={form.log_category}
          error={errors.log_category}
          onChange={(log_category) => onChange({ log_category })}
        />
        {form.type === 'system_hook' && (
          <SelectField
            id="job-system-event"
            label={t('glue.system_event')}
            value={form.system_event}
            options={SYSTEM_EVENTS}
            onChange={(system_event) => onChange({ system_event })}
            error={errors.system_event}
            hint={t('glue.system_hook_note')}
            placeholder={t('glue.system_event')}
          />
        )}
      </Grid>
      {form.type === 'webhook' && (
        <Flex direction="column" gap="1" mt="3">
          <Text as="div" size="2" weight="medium">
            {t('glue.webhook_url')}
          </Text>
          {webhookUrl ? (
            <>
              <TextField.Root
                readOnly
                aria-label={t('glue.webhook_url')}
                data-testid="webhook-url"
                value={`${window.location.origin}${webhookUrl}`}
                onFocus={(event) => event.target.select()}
                style={{ fontFamily: 'var(--code-font-family)' }}
              />
              <Text size="1" color="gray">
                {t('glue.webhook_hint')}
              </Text>
            </>
          ) : (
            <Callout.Root size="1" color="gray">
              <Callout.Text>{t('glue.webhook_after_save')}</Callout.Text>
            </Callout.Root>
          )}
        </Flex>
      )}
      {errors.form && (
        <Text as="p" color="red" size="2" mt="3" role="alert">
          <Code variant="ghost">{errors.form}</Code>
        </Text>
      )}
    </Card>
  )
}
