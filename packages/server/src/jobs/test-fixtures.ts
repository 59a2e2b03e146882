import type { TestApp } from '../test/test-app.ts'
import { enqueueJob } from './queue.ts'

/** A queued partner job of the company, for the route walks: sets `ids.partnerjob`. */
export async function insertJobFixture(
  t: TestApp,
  companyId: number,
  ids: Record<string, number>,
  marker: string,
): Promise<void> {
  const job = await enqueueJob(t.database.db, {
    companyId,
    kind: 'klaviyo.sync',
    payload: { marker },
  })
  ids.partnerjob = job.id
}
