import type { TestApp } from '../test/test-app.ts'
import { RESOURCE_MOUNTS } from './mounts.ts'

/**
 * A record of the signed-in company for every declared resource that has none in `ids` yet, made from its
 * declaration's example (its name marked; a reference field given the company's record of that resource), so
 * the route walks reach a new resource with no new test code. Sets `ids[resource.name]`.
 */
export async function insertResourceFixtures(
  t: TestApp,
  cookie: string,
  ids: Record<string, number>,
  marker: string,
): Promise<void> {
  const byPlural = new Map(RESOURCE_MOUNTS.map(({ resource }) => [resource.plural, resource]))
  const made = new Set<string>()
  async function make(plural: string) {
    const resource = byPlural.get(plural)
    if (!resource || made.has(plural)) return
    made.add(plural)
    const body: Record<string, unknown> = { ...(resource.example as Record<string, unknown>) }
    for (const field of resource.fields) {
      if (field.kind !== 'reference' || !field.reference) continue
      await make(field.reference)
      const referenced = byPlural.get(field.reference)
      if (referenced && ids[referenced.name] !== undefined) body[field.key] = ids[referenced.name]
    }
    if (typeof body.name === 'string') body.name = `${marker} ${body.name}`
    if (ids[resource.name] !== undefined) return
    const response = await t.request('POST', `/api/proxy/${resource.plural}.json`, { cookie, body })
    const row = (response.body as Record<string, { id?: number }>)[resource.name]
    if (!row?.id) throw new Error(`${resource.name}'s example was refused: ${JSON.stringify(response.body)}`)
    ids[resource.name] = row.id
  }
  for (const plural of byPlural.keys()) await make(plural)
}
