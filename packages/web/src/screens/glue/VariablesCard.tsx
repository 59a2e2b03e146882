import type { JobVariable } from '@pos/core'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { RowRemoveButton } from '../../components/RowButtons.tsx'
import { t } from '../../i18n/index.ts'
import { replaced } from './job-form.ts'

type Props = {
  variables: JobVariable[]
  error?: string | undefined
  onChange: (variables: JobVariable[]) => void
}

/** The job's variables: a name and a default value each. */
export function VariablesCard({ variables, error, onChange }: Props) {
  return (
    <Card mb="4">
      <Heading as="h2" size="4" mb="1">
        {t('glue.variables')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {t('glue.variables_hint')}
      </Text>
      <Flex direction="column" gap="2">
        {variables.map((variable, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a variable has no id; its place in the list is its key.
          <Flex key={index} gap="2" align="center">
            <TextField.Root
              aria-label={t('glue.variable_name')}
              placeholder={t('glue.variable_name')}
              value={variable.name}
              onChange={(event) =>
                onChange(replaced(variables, index, { ...variable, name: event.target.value }))
              }
              style={{ flex: 1 }}
            />
            <TextField.Root
              aria-label={t('glue.default_value')}
              placeholder={t('glue.default_value')}
              value={variable.default_value}
              onChange={(event) =>
                onChange(replaced(variables, index, { ...variable, default_value: event.target.value }))
              }
              style={{ flex: 2 }}
            />
            <RowRemoveButton
              label={t('glue.remove')}
              variant="soft"
              onRemove={() => onChange(variables.filter((_, i) => i !== index))}
            />
          </Flex>
        ))}
        {error && (
          <Text size="1" color="red" role="alert">
            {error}
          </Text>
        )}
        <div>
          <Button
            type="button"
            variant="soft"
            onClick={() => onChange([...variables, { name: '', default_value: '' }])}
          >
            <PlusIcon />
            {t('glue.add_variable')}
          </Button>
        </div>
      </Flex>
    </Card>
  )
}
