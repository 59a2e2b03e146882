/**
 * The Hono paths of a back-office resource under `/api/proxy` (ARCHITECTURE.md, "The API"): its list
 * (`{plural}.json`) and CSV, one record (the id as digits, then `.json`) and its actions (`{name}/{id}/{action}.json`).
 * The generic mount and the hand-written routes of a resource both take their paths from here.
 */
export function routePaths(name: string, plural: string) {
  const base = '/api/proxy'
  return {
    list: `${base}/${plural}.json`,
    csv: `${base}/${plural}.csv`,
    record: `${base}/${name}/:id{[0-9]+\\.json}`,
    action: (action: string) => `${base}/${name}/:id{[0-9]+}/${action}.json`,
  }
}
