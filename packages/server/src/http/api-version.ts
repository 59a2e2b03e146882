import { getPath } from 'hono/utils/url'

/**
 * Spec 7: paths under proxy/ may carry an API-version segment (`/api/proxy/v2/products.json`, or a dated
 * one like `/api/proxy/2024-04/products.json`). The app routes on the path without it, so every proxy
 * route accepts the segment and none has to know about it.
 */
const VERSION_SEGMENT = /^\/api\/proxy\/(?:v\d+(?:\.\d+)*|\d{4}-\d{2}(?:-\d{2})?)(?=\/)/

export function routingPath(request: Request): string {
  return getPath(request).replace(VERSION_SEGMENT, '/api/proxy')
}
