import { setTimeout as sleep } from 'node:timers/promises'
import {
  conditionHolds,
  fillTemplate,
  forEachItems,
  type GlueJob,
  isGoodStatus,
  postData,
  requestUrl,
  type Step,
  startVariables,
  stepPlan,
  stepTypeLabel,
  type Variables,
  valueText,
} from '@pos/core'
import { sql } from 'kysely'
import type { AppDeps } from '../app-env.ts'
import { type GlueSettings, OutboundRefusal, outboundRequest } from './outbound.ts'
import { runScript } from './sandbox.ts'

/**
 * Runs a Glue job (spec 3): its enabled steps in order, with the job's variables, the posted data and headers,
 * and `{{variable}}` templating (core's interpreter); IF and For Each run their own steps. The first failing step
 * ends the run; its message is the run's error. Every step's outcome goes in the run log ("Run now" shows it).
 */

export type StepOutcome = {
  number: string
  name: string
  type: string
  status: 'ok' | 'skipped' | 'failed'
  message: string
  ms: number
}

export type RunOutcome = { ok: boolean; error: string; log: StepOutcome[] }

export type RunInput = { companyId: number; job: GlueJob; data: string; headers: Record<string, string> }

/** Steps run in one job at most (For Each repeats them): a run must end. */
const MAX_STEP_RUNS = 5_000
/** The most products a product API call answers. */
const PRODUCT_LIMIT = 250

class StepFailure extends Error {
  /** Already in the run log with the step's number (the run's error names it). */
  constructor(
    message: string,
    readonly logged = false,
  ) {
    super(message)
  }
}

type Run = {
  deps: AppDeps
  settings: GlueSettings
  companyId: number
  headers: Record<string, string>
  log: StepOutcome[]
  stepRuns: number
}

export async function runJob(deps: AppDeps, settings: GlueSettings, input: RunInput): Promise<RunOutcome> {
  const headers = Object.fromEntries(
    Object.entries(input.headers).map(([key, value]) => [key.toLowerCase(), value]),
  )
  const variables = startVariables(input.job.variables, postData(input.data), headers)
  const run: Run = { deps, settings, companyId: input.companyId, headers, log: [], stepRuns: 0 }
  try {
    await runSteps(run, input.job.steps, variables, '')
    return { ok: true, error: '', log: run.log }
  } catch (error) {
    if (!(error instanceof StepFailure)) throw error
    return { ok: false, error: error.message, log: run.log }
  }
}

async function runSteps(
  run: Run,
  steps: readonly Step[],
  variables: Variables,
  prefix: string,
): Promise<void> {
  for (const { step, number, runs } of stepPlan(steps, prefix)) {
    const name = step.name || stepTypeLabel(step.type)
    if (!runs) {
      run.log.push({ number, name, type: step.type, status: 'skipped', message: 'Disabled', ms: 0 })
      continue
    }
    run.stepRuns += 1
    if (run.stepRuns > MAX_STEP_RUNS)
      throw new StepFailure(`The job ran more than ${MAX_STEP_RUNS} steps and was stopped`, true)
    const started = Date.now()
    const entry: StepOutcome = { number, name, type: step.type, status: 'ok', message: '', ms: 0 }
    run.log.push(entry)
    try {
      entry.message = await runStep(run, step, variables, number)
      entry.ms = Date.now() - started
    } catch (error) {
      entry.ms = Date.now() - started
      entry.status = 'failed'
      // A step inside an IF or For Each that failed has logged itself; its parent carries the same error up.
      if (error instanceof StepFailure && error.logged) {
        entry.message = 'A step inside failed'
        throw error
      }
      const known = error instanceof StepFailure || error instanceof OutboundRefusal
      entry.message = known ? (error as Error).message : `Unexpected failure: ${(error as Error).message}`
      throw new StepFailure(`Step ${number} "${name}": ${entry.message}`, true)
    }
  }
}

async function runStep(run: Run, step: Step, variables: Variables, number: string): Promise<string> {
  const fill = (text: string) => fillTemplate(text, variables)
  switch (step.type) {
    case 'rest': {
      const headers: Record<string, string> = {}
      for (const header of step.headers)
        if (header.name.trim()) headers[fill(header.name)] = fill(header.value)
      const hasBody = step.method !== 'GET' && step.method !== 'DELETE'
      const url = requestUrl(step.url, step.params, variables)
      if (hasBody && !Object.keys(headers).some((key) => key.toLowerCase() === 'content-type'))
        headers['content-type'] = 'application/json'
      const answer = await outboundRequest(
        url,
        { method: step.method, headers, body: hasBody ? fill(step.body) : undefined },
        run.settings,
      )
      variables[step.response_variable] = answer
      if (step.fail_on_bad_response && !isGoodStatus(answer.status))
        throw new StepFailure(`${step.method} ${url} answered HTTP ${answer.status}`)
      return `${step.method} ${url} answered HTTP ${answer.status}`
    }
    case 'if': {
      const holds = conditionHolds(step.condition, variables)
      // Else steps are numbered as the editor shows them (`2e.1`).
      await runSteps(run, holds ? step.steps : step.else_steps, variables, holds ? number : `${number}e`)
      return holds ? 'The condition held' : 'The condition did not hold'
    }
    case 'for_each': {
      const listed = forEachItems(step.list, variables)
      if (!listed.ok) throw new StepFailure(listed.error)
      for (const [index, item] of listed.items.entries()) {
        variables[step.item_variable] = item
        variables[`${step.item_variable}_index`] = index
        await runSteps(run, step.steps, variables, `${number}.${index + 1}`)
      }
      return `Walked ${listed.items.length} item${listed.items.length === 1 ? '' : 's'}`
    }
    case 'javascript': {
      const outcome = await runScript(
        step.script,
        { data: variables.data, vars: variables },
        run.settings.scriptDeadlineMs,
      )
      if (!outcome.ok) throw new StepFailure(outcome.error)
      variables[step.response_variable] = outcome.value
      const logged = outcome.logs.length > 0 ? ` (${outcome.logs.join(' | ').slice(0, 500)})` : ''
      return `Returned ${valueText(outcome.value).slice(0, 200)}${logged}`
    }
    case 'email': {
      const to = fill(step.to).trim()
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to)) throw new StepFailure(`"${to}" is not an email address`)
      await run.deps.mailer.send({ to, subject: fill(step.subject), text: fill(step.body) })
      return `Sent to ${to}`
    }
    case 'post_header': {
      const value = run.headers[fill(step.header).toLowerCase()] ?? ''
      variables[step.variable] = value
      return value === '' ? 'The header was not posted' : `Read ${step.header}`
    }
    case 'sleep':
      await sleep(step.seconds * 1000)
      return `Slept ${step.seconds} s`
    case 'product_api':
      return productCall(run, step, variables, fill)
    case 'shopify':
    case 'shopify_graphql':
      return shopifyCall(run, step, variables, fill)
  }
}

async function productCall(
  run: Run,
  step: Extract<Step, { type: 'product_api' }>,
  variables: Variables,
  fill: (text: string) => string,
): Promise<string> {
  const { db } = run.deps.database
  let query = db
    .selectFrom('products')
    .select(['id', 'style', 'name', 'description', 'vendor', 'type', 'tags', 'updated'])
    .where('company_id', '=', run.companyId)
  if (step.action === 'get') {
    const id = Number(fill(step.product_id))
    if (!Number.isSafeInteger(id) || id <= 0) throw new StepFailure('Please give the product id as a number')
    const product = await query.where('id', '=', id).executeTakeFirst()
    if (!product) throw new StepFailure(`No product ${id}`)
    variables[step.response_variable] = { ...product, id: Number(product.id) }
    return `Read product ${id}`
  }
  const search = fill(step.search).trim()
  if (search !== '') query = query.where(sql<boolean>`name ILIKE ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}`)
  const products = await query.orderBy('id').limit(PRODUCT_LIMIT).execute()
  variables[step.response_variable] = products.map((product) => ({ ...product, id: Number(product.id) }))
  return `Read ${products.length} product${products.length === 1 ? '' : 's'}`
}

async function shopifyCall(
  run: Run,
  step: Extract<Step, { type: 'shopify' | 'shopify_graphql' }>,
  variables: Variables,
  fill: (text: string) => string,
): Promise<string> {
  const stored = await run.deps.database.db
    .selectFrom('integration_settings')
    .select(['settings', 'secrets'])
    .where('company_id', '=', run.companyId)
    .where('provider', '=', 'shopify')
    .executeTakeFirst()
  const shop = typeof stored?.settings.shop === 'string' ? stored.settings.shop : ''
  const token = stored?.secrets.access_token ?? ''
  if (!shop || !token) throw new StepFailure('Shopify is not connected')
  const base = `https://${shop}/admin/api/${step.api_version}`
  const headers = { 'content-type': 'application/json', 'x-shopify-access-token': token }
  const graphql = step.type === 'shopify_graphql'
  const url = graphql ? `${base}/graphql.json` : `${base}/${fill(step.path).replace(/^\/+/, '')}`
  const method = graphql ? 'POST' : step.method
  const body = graphql
    ? JSON.stringify({
        query: step.query,
        variables: step.variables.trim() ? postData(fill(step.variables)) : {},
      })
    : method === 'GET' || method === 'DELETE'
      ? undefined
      : fill(step.body)
  const answer = await outboundRequest(url, { method, headers, body }, run.settings)
  variables[step.response_variable] = answer
  if (!isGoodStatus(answer.status)) throw new StepFailure(`Shopify answered HTTP ${answer.status}`)
  return `Shopify answered HTTP ${answer.status}`
}
