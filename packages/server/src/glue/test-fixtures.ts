import type { TestApp } from '../test/test-app.ts'

/** A failed run of company A's job in its error queue, for the route walks: sets `ids.glueerror`. */
export async function insertGlueFixtures(
  t: TestApp,
  companyId: number,
  ids: Record<string, number>,
  marker: string,
): Promise<void> {
  const jobId = ids.gluejob
  if (jobId === undefined) throw new Error('insertGlueFixtures: make the resource fixtures (a gluejob) first')
  const error = await t.database.db
    .insertInto('glue_errors')
    .values({
      company_id: companyId,
      job_id: jobId,
      job_name: `${marker} job`,
      date: new Date(),
      post_data: `{"secret": "${marker}"}`,
      headers: '{}',
      error: `${marker} failed`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  ids.glueerror = error.id
}
