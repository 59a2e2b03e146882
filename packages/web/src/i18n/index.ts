import type { PageRight, RegisterCache } from '@pos/core'
import { type Catalogue, en, enCaches, enRights, type MessageKey } from './en.ts'

export type { MessageKey } from './en.ts'

type Language = {
  messages: Catalogue
  rights: Record<PageRight, string>
  caches: Record<RegisterCache, string>
}

/** The languages that exist (spec 2: only English so far). */
const languages: Record<string, Language> = {
  en: { messages: en, rights: enRights, caches: enCaches },
}

/**
 * The language to show: the `lang` query parameter when that language exists, else the browser's
 * language, else English (spec 2). Matches on the primary subtag, so en-AU picks en.
 */
export function pickLanguage(queryLang: string | null, browserLanguages: readonly string[]): string {
  const exists = (tag: string | null | undefined) => {
    const primary = tag?.toLowerCase().split('-')[0]
    return primary && Object.hasOwn(languages, primary) ? primary : undefined
  }
  return exists(queryLang) ?? browserLanguages.map(exists).find(Boolean) ?? 'en'
}

const current: { code: string; language: Language } = { code: 'en', language: languages.en! }

/** Chooses the language once at start-up, from the URL and the browser. */
export function initLanguage(): string {
  const query = new URLSearchParams(window.location.search).get('lang')
  const code = pickLanguage(query, navigator.languages?.length ? navigator.languages : [navigator.language])
  current.code = code
  current.language = languages[code] ?? languages.en!
  document.documentElement.lang = code
  return code
}

/** The text of `key` in the current language, with `{name}` replaced by `vars.name`. */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = current.language.messages[key]
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  )
}

/** Whether `key` names a message (for keys made from data, such as a journal's source kind). */
export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(current.language.messages, key)
}

export function rightLabel(right: PageRight): string {
  return current.language.rights[right]
}

export function cacheLabel(cache: RegisterCache): string {
  return current.language.caches[cache]
}

/** A message with plural forms: `{key}_one`, `{key}_other` (and any other CLDR category a language needs). */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}_other`
    ? `${Base}_one` extends MessageKey
      ? Base
      : never
    : never
}[MessageKey]

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * The form of `key` for `count` by the current language's plural rules ('1 item', '2 items'), with `{count}`
 * and `vars` filled in. A category the language has no message for falls back to `_other`.
 */
export function tn(key: PluralKey, count: number, vars?: Record<string, string | number>): string {
  let rules = pluralRules.get(current.code)
  if (!rules) {
    rules = new Intl.PluralRules(current.code)
    pluralRules.set(current.code, rules)
  }
  const form = `${key}_${rules.select(count)}`
  const chosen = (Object.hasOwn(current.language.messages, form) ? form : `${key}_other`) as MessageKey
  return t(chosen, { count, ...vars })
}

/** '1 page', '3 pages'. */
export function pagesCount(count: number): string {
  return tn('groups.rights', count)
}
