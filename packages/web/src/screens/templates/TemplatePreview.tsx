import { placeholdersIn, renderTemplate } from '@pos/core'
import { Badge, Box, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { t } from '../../i18n/index.ts'

type Props = {
  /** The kind's placeholders with their sample values. */
  sample: Readonly<Record<string, string>>
  subject?: string
  body: string
  /** A printed layout shows in the receipt printer's fixed-width font, 48 characters a line. */
  printed?: boolean
}

/**
 * A template filled with its kind's sample values, as it will read, and the placeholders the kind offers (an
 * unknown one is shown as written and refused by the server on save).
 */
export function TemplatePreview({ sample, subject, body, printed = false }: Props) {
  const offered = Object.keys(sample)
  const unknown = placeholdersIn(`${subject ?? ''}\n${body}`).filter((name) => !offered.includes(name))
  return (
    <Card size="3" mb="4">
      <Heading as="h2" size="4" mb="3">
        {t('templates.preview')}
      </Heading>
      <Flex gap="1" wrap="wrap" mb="3" aria-label={t('templates.placeholders')}>
        {offered.map((name) => (
          <Badge key={name} color="gray" variant="soft">{`{{${name}}}`}</Badge>
        ))}
      </Flex>
      {unknown.length > 0 && (
        <Text as="p" size="2" color="red" mb="3">
          {t('templates.unknown', { names: unknown.map((name) => `{{${name}}}`).join(', ') })}
        </Text>
      )}
      <Box
        className={printed ? 'template-preview template-preview-printed' : 'template-preview'}
        data-testid="template-preview"
      >
        {subject !== undefined && (
          <Text as="div" weight="bold" mb="2">
            {renderTemplate(subject, sample)}
          </Text>
        )}
        <Text as="div" className="template-preview-body">
          {renderTemplate(body, sample)}
        </Text>
      </Box>
    </Card>
  )
}
