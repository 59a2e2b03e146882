import { reasonResource } from '@pos/core'
import { Select, Text } from '@radix-ui/themes'
import { resourceClient } from '../../api/resource-client.ts'
import { useRequest } from '../../hooks/use-request.ts'

const reasons = resourceClient(reasonResource)

/** The reasons of one kind, to choose from; `empty` is shown when there are none. */
export function ReasonSelect({
  id,
  kind,
  value,
  onChange,
  empty,
  placeholder,
}: {
  id: string
  kind: string
  value: number | null
  onChange: (id: number) => void
  empty: string
  placeholder: string
}) {
  const answer = useRequest((signal) => reasons.list({ kind, limit: 250 }, { signal }), [kind])
  const list = answer.data?.rows ?? []
  if (answer.data && list.length === 0) {
    return (
      <Text size="2" color="red" role="alert" data-testid={`${id}-none`}>
        {empty}
      </Text>
    )
  }
  return (
    <Select.Root
      value={value === null ? undefined : String(value)}
      onValueChange={(next) => onChange(Number(next))}
    >
      <Select.Trigger id={id} placeholder={placeholder} />
      <Select.Content>
        {list.map((reason) => (
          <Select.Item key={reason.id} value={String(reason.id)}>
            {reason.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}

/** Whether a kind has any reason yet (undefined while loading). */
export function useHasReasons(kind: string): boolean | undefined {
  const answer = useRequest((signal) => reasons.list({ kind, limit: 1 }, { signal }), [kind])
  return answer.data ? answer.data.total > 0 : undefined
}
