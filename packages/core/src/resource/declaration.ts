import type * as v from 'valibot'
import type { Right, RightAction } from '../admin/area-rights.ts'
import type { PageRight } from '../admin/page-rights.ts'
import type { RealtimeKind } from '../catalog-admin/realtime-topics.ts'
import type { CustomFieldEntity } from '../company-admin/custom-fields.ts'
import type { Refusal } from './refusal.ts'

/**
 * A back-office resource, declared once (ARCHITECTURE.md, "The back office"): what its rows are, what a new or
 * changed one must be, how its list is searched, filtered, sorted and exported, which actions it has and the
 * rights each needs, and how its edit screen is laid out. Plain data and pure functions: the server mounts it,
 * the web's typed client and generic screens read it, the OpenAPI document is drawn from it.
 */

/** A choice of a select field or a list filter. */
export type ResourceOption = { readonly value: string; readonly label: string }

/** How a field is edited on the generic edit screen. */
export type ResourceFieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  /** A phone number (the phone's keypad on a touch screen). */
  | 'tel'
  | 'number'
  | 'money'
  | 'percent'
  | 'switch'
  | 'select'
  | 'reference'
  | 'date'
  | 'tags'
  /** Several records of another resource (`reference` names its plural): a list of their ids. */
  | 'references'

/** A field of the edit screen: the body key it edits, its label, and where and how it shows. */
export type ResourceField = {
  /** The body key; a dotted key (`address.city`) edits a part of an object value. */
  readonly key: string
  readonly label: string
  readonly kind: ResourceFieldKind
  /** The card (or tab, when the resource has `tabs`) it belongs to; the first section when left out. */
  readonly section?: string
  readonly hint?: string
  /** The empty input's text; what the empty choice of a `reference` reads ("No template"). */
  readonly placeholder?: string
  /** Editable only while another field (`key`) has one of `values` (a printer's address, for a network printer). */
  readonly enabledWhen?: { readonly key: string; readonly values: readonly string[] }
  /** The choices of a `select`. */
  readonly options?: readonly ResourceOption[]
  /** A `reference` or `references` field names another resource's plural (its list answers the choices by id and name). */
  readonly reference?: string
  /** Shown on an existing record but never sent (set once, or kept by the server). */
  readonly createOnly?: boolean
  /** Takes the whole width of its card. */
  readonly wide?: boolean
}

/** How a list cell shows its value; CSV writes the plain value. */
export type ResourceColumnFormat = 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'boolean'

/** A column of the list screen and the CSV export. */
export type ResourceColumn = {
  readonly key: string
  readonly header: string
  readonly format?: ResourceColumnFormat
  /** For boolean columns: the words for true and false (default Yes / No). */
  readonly words?: readonly [string, string]
  /** For a coded value (a state): the words the list shows for each code (the CSV keeps the code). */
  readonly options?: readonly ResourceOption[]
  /** For another record's id: the plural of its resource; the list shows its name (the CSV keeps the id). */
  readonly reference?: string
  /** A sort key of the list (must be in `sort`). */
  readonly sortable?: boolean
  /**
   * The row keys it shows together, joined by a space and skipping empty ones (a person's name from its
   * parts); `key` then only names the column (and its sort, when that is one of them).
   */
  readonly join?: readonly string[]
  /**
   * The list shows the value as a badge of a colour per value (a state: `{ active: 'green' }`, a flag:
   * `{ true: 'green', false: 'gray' }`); the CSV keeps the plain value.
   */
  readonly tones?: { readonly [value: string]: ResourceTone }
  /**
   * Another row key whose value decides the format (a discount is a percent or an amount by its type):
   * `{ key: 'discount_type', formats: { percentage: 'percent', amount: 'money' } }`; `format` otherwise.
   */
  readonly formatBy?: {
    readonly key: string
    readonly formats: { readonly [value: string]: ResourceColumnFormat }
  }
}

/** The colours a list's badge may take. */
export type ResourceTone = 'green' | 'gray' | 'blue' | 'amber' | 'red'

/** A filter of the list: the query parameter `key`, one of `options`, equal to the row's `column`. */
export type ResourceFilter = {
  readonly key: string
  readonly label: string
  /** The row's key it compares (defaults to `key`). */
  readonly column?: string
  /** How the value is read: text as given, a boolean from 'true'/'false', a whole number. */
  readonly type?: 'text' | 'boolean' | 'integer'
  /** The choices; a `reference` filter lists the referenced resource instead. */
  readonly options?: readonly ResourceOption[]
  readonly reference?: string
  /**
   * Worked out rather than stored (a promotion's status from its dates): the list offers it and sends it, and
   * the server's own list filter reads it instead of comparing a column.
   */
  readonly computed?: boolean
}

/** An action on one record (approve, cancel, send, receive...): `POST /api/proxy/{name}/{id}/{action}.json`. */
export type ResourceAction<Row> = {
  readonly label: string
  /** The body it takes (none when left out). */
  readonly input?: v.GenericSchema
  /** Asked before it runs ("Cancel this transfer?"); no question when left out. */
  readonly confirm?: string
  /** What the screen says once it ran. */
  readonly done?: string
  /** The area whose right it needs (the resource's edit area when left out). */
  readonly right?: PageRight
  /**
   * The action of that area it needs: approve for the actions that commit money or stock for good (approve, pay,
   * reverse, commit: APPROVING_ACTIONS, when left out), edit for the rest.
   */
  readonly rightAction?: RightAction
  readonly tone?: 'danger' | 'neutral'
  /** The state rule: a refusal when the action cannot run on this record (and the button is hidden). */
  allowed?(row: Row): Refusal | undefined
  /** The plain change it makes to the record, when it is no more than that (a state); else the server's handler. */
  change?(row: Row, input: unknown): Partial<Row>
}

/** What delete does: remove the row, mark it archived (`archived` true), or nothing (no delete). */
export type ResourceRemoval = 'delete' | 'archive' | 'none'

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>
type AnyObjectSchema = ObjectSchema | v.GenericSchema<Record<string, unknown>>

export type ResourceSpec<
  RowSchema extends ObjectSchema,
  CreateSchema extends AnyObjectSchema,
  UpdateSchema extends AnyObjectSchema,
  Actions extends string,
> = {
  /** The singular path word: `/api/proxy/{name}/{id}.json` and the answer's key (`{ warehouse: ... }`). */
  readonly name: string
  /** The plural path word: `/api/proxy/{plural}.json` and the list answer's key. */
  readonly plural: string
  /** The company-scoped table the server keeps its rows in. */
  readonly table: string
  readonly label: { readonly one: string; readonly many: string }
  /** Where its screens live (`/inventory/warehouses`); the edit screen is `{path}/{id}`, a new one `{path}/new`. */
  readonly path?: string
  /** Who may list and read it (any of these rights), and who may create, change and delete it. */
  readonly rights: { readonly view: PageRight | readonly PageRight[]; readonly edit: PageRight }
  /** The row as answered. Its keys are the table's columns (besides `company_id`), unless the server adds them. */
  readonly row: RowSchema
  /** The body of a create. */
  readonly create: CreateSchema
  /**
   * A create body that passes (its `reference` fields are replaced by real ids): the OpenAPI document shows it,
   * and the tenancy, rights and fuzz tests make a record of every resource with it.
   */
  readonly example: v.InferInput<CreateSchema>
  /** The body of an update (the create's schema when left out). */
  readonly update?: UpdateSchema
  readonly fields: readonly ResourceField[]
  /** Tabs of the edit screen instead of stacked cards: each is a `section` of the fields. */
  readonly tabs?: boolean
  readonly columns: readonly ResourceColumn[]
  /** The row keys `search` matches (case-insensitive, anywhere in the text). */
  readonly search?: readonly string[]
  readonly searchPlaceholder?: string
  readonly filters?: readonly ResourceFilter[]
  /**
   * The page a list answers when the request names no `limit` (25 when left out): a short list that other
   * clients read whole (the register's payment methods) answers all of it.
   */
  readonly pageSize?: number
  /** Sort keys the list accepts (`sort=name` or `sort=-name`); the first is the default. */
  readonly sort?: readonly string[]
  readonly remove?: ResourceRemoval
  /** The message when a unique index refuses a write, and the field it concerns (default `name`). */
  readonly unique?: string | { readonly message: string; readonly field: string }
  /** The message when a delete is refused because other records still use this one. */
  readonly inUse?: string
  readonly actions?: { readonly [A in Actions]: ResourceAction<v.InferOutput<RowSchema>> }
  /**
   * The rule a create (`current` undefined) or an update must pass beyond its schema, given the record as it
   * stands: a refusal, or undefined when it may be written.
   */
  check?(
    next: v.InferOutput<CreateSchema> | v.InferOutput<UpdateSchema>,
    current: v.InferOutput<RowSchema> | undefined,
  ): Refusal | undefined
  /**
   * The kind of record whose custom fields (/admin/custom-fields) it carries: its rows keep their values in the
   * table's `custom` column, a body's `custom` is checked against the company's fields (core [CF3]), the edit
   * screen shows them and the CSV export has a column per field.
   */
  readonly customFields?: CustomFieldEntity
  /** The realtime kind published after a change (registers resync it). */
  readonly realtime?: RealtimeKind
  /** The base name of the CSV download (the plural when left out). */
  readonly csvName?: string
  /** What the list says when it is empty. */
  readonly emptyText?: string
  /** The title of a new record's screen (`New {label.one}` when left out). */
  readonly newTitle?: string
  /**
   * The row keys a record is called by on its screen, joined by a space (`['first_name', 'last_name']`); its
   * `name` when left out.
   */
  readonly nameKeys?: readonly string[]
}

/** A declared resource: its spec, with the update schema filled in. */
export type Resource<
  RowSchema extends ObjectSchema = ObjectSchema,
  CreateSchema extends AnyObjectSchema = AnyObjectSchema,
  UpdateSchema extends AnyObjectSchema = CreateSchema,
  Actions extends string = string,
> = ResourceSpec<RowSchema, CreateSchema, UpdateSchema, Actions> & {
  readonly update: UpdateSchema
  readonly remove: ResourceRemoval
  readonly sort: readonly string[]
  readonly search: readonly string[]
  readonly filters: readonly ResourceFilter[]
}

// biome-ignore lint/suspicious/noExplicitAny: the widest resource, for code that handles any of them.
export type AnyResource = Resource<ObjectSchema, AnyObjectSchema, AnyObjectSchema, any>

/** The row of a resource as answered. */
export type RowOf<R extends AnyResource> = v.InferOutput<R['row']>
/** What a create sends (before the schema's defaults and transforms). */
export type CreateInputOf<R extends AnyResource> = v.InferInput<R['create']>
export type CreateOf<R extends AnyResource> = v.InferOutput<R['create']>
export type UpdateInputOf<R extends AnyResource> = v.InferInput<R['update']>
export type UpdateOf<R extends AnyResource> = v.InferOutput<R['update']>
export type ActionOf<R extends AnyResource> =
  R extends Resource<ObjectSchema, AnyObjectSchema, AnyObjectSchema, infer A> ? A : never

/** Declares a resource; the defaults are filled in here so every reader sees the same thing. */
export function defineResource<
  RowSchema extends ObjectSchema,
  CreateSchema extends AnyObjectSchema,
  UpdateSchema extends AnyObjectSchema = CreateSchema,
  Actions extends string = never,
>(
  spec: ResourceSpec<RowSchema, CreateSchema, UpdateSchema, Actions>,
): Resource<RowSchema, CreateSchema, UpdateSchema, Actions> {
  return {
    ...spec,
    update: (spec.update ?? spec.create) as UpdateSchema,
    remove: spec.remove ?? 'delete',
    sort: spec.sort ?? ['name'],
    search: spec.search ?? [],
    filters: spec.filters ?? [],
  }
}

/** The names of actions that need the approve right when their declaration names no `rightAction`. */
export const APPROVING_ACTIONS: readonly string[] = ['approve', 'pay', 'reverse', 'commit']

/** The right an action of a resource needs. */
export function actionRight(resource: AnyResource, name: string): Right {
  const action = resource.actions?.[name]
  return {
    area: action?.right ?? resource.rights.edit,
    action: action?.rightAction ?? (APPROVING_ACTIONS.includes(name) ? 'approve' : 'edit'),
  }
}

/**
 * A screen's flags of what a record allows (`{ edit, approve, pay, cancel, remove }` from its state rules) narrowed
 * by the user's rights: `edit` and `remove` need the edit right, an action its own (actionRight).
 */
export function allowedWithRights<Flags extends Record<string, boolean>>(
  flags: Flags,
  resource: AnyResource,
  may: (right: Right) => boolean,
): Flags {
  const narrowed: Record<string, boolean> = {}
  for (const [name, allowed] of Object.entries(flags)) {
    const right =
      name === 'edit' || name === 'remove'
        ? { area: resource.rights.edit, action: 'edit' as const }
        : actionRight(resource, name)
    narrowed[name] = allowed && may(right)
  }
  return narrowed as Flags
}

/** The right that lets a caller read a resource: any of these. */
export function viewRights(resource: AnyResource): readonly PageRight[] {
  const { view, edit } = resource.rights
  const list = typeof view === 'string' ? [view] : view
  return list.includes(edit) ? list : [...list, edit]
}

/** The unique-index message and its field, when the resource has one. */
export function uniqueRefusal(resource: AnyResource): Refusal | undefined {
  const unique = resource.unique
  if (!unique) return undefined
  return typeof unique === 'string'
    ? { code: 'taken', message: unique, field: 'name' }
    : { code: 'taken', message: unique.message, field: unique.field }
}
