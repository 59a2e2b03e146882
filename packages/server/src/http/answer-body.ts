import type { AnswerOf, AnySchema } from '@pos/core'

/**
 * A value whose JSON is `T`: JSON writes a Date as its ISO text, so a Date stands where the answer has text; a
 * column's text stands for the schema's closed set of texts (the database column is plain text). The keys are what
 * is checked: a field renamed or left out on either side fails the build.
 */
export type Jsonable<T> = T extends string
  ? string | Date
  : T extends readonly (infer U)[]
    ? readonly Jsonable<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonable<T[K]> }
      : T

/**
 * What a route may hand `c.json` for an answer declared in core (`satisfies Sent<typeof Schema>`): the web reads
 * the answer typed by that schema, so renaming a field here without changing the schema fails the build.
 */
export type Sent<S extends AnySchema> = Jsonable<AnswerOf<S>>
