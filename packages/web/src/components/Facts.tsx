import { DataList } from '@radix-ui/themes'
import type { ComponentProps, ReactNode } from 'react'

/** One line of a record's facts: what it is, and its value (`testId` marks the value for tests). */
export type Fact = { label: string; value: ReactNode; testId?: string }

/**
 * What a screen says about its record, label beside value (a DataList); a fact left out (`false`) is not shown.
 */
export function Facts({
  facts,
  ...root
}: Omit<ComponentProps<typeof DataList.Root>, 'children'> & {
  facts: readonly (Fact | false | null | undefined)[]
}) {
  return (
    <DataList.Root {...root}>
      {facts.map(
        (fact) =>
          fact && (
            <DataList.Item key={fact.label}>
              <DataList.Label>{fact.label}</DataList.Label>
              <DataList.Value {...(fact.testId ? { 'data-testid': fact.testId } : {})}>
                {fact.value}
              </DataList.Value>
            </DataList.Item>
          ),
      )}
    </DataList.Root>
  )
}
