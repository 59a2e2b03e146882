import { type DescribedRoute, openApiDocument } from '@pos/core'
import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { publicRoute } from '../http/access.ts'
import type { ResourceMount } from './mount.ts'
import { ROUTE_SUMMARIES } from './route-summaries.ts'

/**
 * A Hono route path in OpenAPI's form: `:id{[0-9]+\.json}` becomes `{id}.json` (`.pdf` likewise), `:kind`
 * becomes `{kind}`.
 */
export function openApiPath(path: string): string {
  return path
    .replaceAll(
      /:(\w+)\{([^}]*)\}/g,
      (_match, name: string, pattern: string) => `{${name}}${/\\(\.[a-z]+)$/.exec(pattern)?.[1] ?? ''}`,
    )
    .replaceAll(/:(\w+)/g, '{$1}')
}

/** The app's routes (method and OpenAPI path) as Hono holds them, middleware and fallbacks left out. */
export function appRoutes(app: Hono<AppEnv>): { method: string; path: string }[] {
  const seen = new Set<string>()
  const routes: { method: string; path: string }[] = []
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue
    const path = openApiPath(route.path)
    const key = `${route.method} ${path}`
    if (seen.has(key)) continue
    seen.add(key)
    routes.push({ method: route.method, path })
  }
  return routes
}

/** GET /api/openapi.json: the API described for its users, drawn from the declarations and the route table. */
export function registerOpenApiRoute(
  app: Hono<AppEnv>,
  deps: AppDeps,
  mounts: readonly ResourceMount[],
): void {
  let document: Record<string, unknown> | undefined
  app.get('/api/openapi.json', publicRoute('the API described for its users: no data of anyone'), (c) => {
    // Built on first use, once every route is registered.
    document ??= openApiDocument({
      title: 'Point of sale and retail back office API',
      version: deps.version,
      resources: mounts.map((mount) => mount.resource),
      routes: appRoutes(app).map(
        (route): DescribedRoute => ({
          ...route,
          summary: ROUTE_SUMMARIES[`${route.method} ${route.path}`] ?? `${route.method} ${route.path}`,
        }),
      ),
    })
    return c.json(document)
  })
}
