import { type Kysely, sql } from 'kysely'

/**
 * Rights per area and action (issue 16): a security group's and an API user's `{ pages }` become
 * `{ areas: { <page>: ["view", "edit", "approve", "export"] } }`. Whoever could open a page could do everything on
 * it, so each page right maps to every action of its area (core's areasFromPages) and every group and API user keeps
 * what it could do. A group's caches stay as they are.
 */
const ALL_ACTIONS = '["view", "edit", "approve", "export"]'

function grown(column: string) {
  return sql.raw(`coalesce(
    (SELECT jsonb_object_agg(page, '${ALL_ACTIONS}'::jsonb)
     FROM jsonb_array_elements_text(coalesce(${column}->'pages', '[]'::jsonb)) AS page),
    '{}'::jsonb)`)
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE security_groups
    SET rights = jsonb_build_object('areas', ${grown('rights')}, 'caches', coalesce(rights->'caches', '[]'::jsonb))
    WHERE NOT rights ? 'areas'`.execute(db)
  await sql`ALTER TABLE security_groups ALTER COLUMN rights SET DEFAULT '{"areas":{},"caches":[]}'`.execute(
    db,
  )
  await sql`
    UPDATE api_users SET rights = jsonb_build_object('areas', ${grown('rights')})
    WHERE NOT rights ? 'areas'`.execute(db)
  await sql`ALTER TABLE api_users ALTER COLUMN rights SET DEFAULT '{"areas":{}}'`.execute(db)
}
