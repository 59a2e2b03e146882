import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TYPE_AHEAD_SETTLE_MS, TypeAhead } from './type-ahead.ts'

/** A search whose answers the test releases one by one, in any order. */
function controlledSearch() {
  const asked: { query: string; answer: (value: string[]) => void; fail: (error: Error) => void }[] = []
  const search = (query: string) =>
    new Promise<string[]>((resolve, reject) => {
      asked.push({ query, answer: resolve, fail: reject })
    })
  return { asked, search }
}

function setUp() {
  const { asked, search } = controlledSearch()
  const shown: { query: string; answer: string[] }[] = []
  const cleared: number[] = []
  const errors: string[] = []
  const typeAhead = new TypeAhead<string[]>({
    search,
    onAnswer: (query, answer) => shown.push({ query, answer }),
    onClear: () => cleared.push(shown.length),
    onError: (query) => errors.push(query),
  })
  return { typeAhead, asked, shown, cleared, errors }
}

/** Types `text` one key at a time, `gap` ms apart, starting at `from`; returns the last key's time. */
function type(typeAhead: TypeAhead<string[]>, text: string, from: number, gap: number): number {
  let at = from
  for (let i = 1; i <= text.length; i++) {
    at = from + (i - 1) * gap
    typeAhead.input(text.slice(0, i), at)
  }
  return at
}

/** Lets settled promises deliver their answers. */
const settle = () => Promise.resolve().then(() => undefined)

describe('TypeAhead', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('searches at once for each key typed at a person’s pace, from the second character', () => {
    const { typeAhead, asked } = setUp()
    type(typeAhead, 'jack', 1000, 150)
    expect(asked.map((a) => a.query)).toEqual(['ja', 'jac', 'jack'])
  })

  it('shows only the latest answer: answers to earlier text are dropped, whatever order they come in', async () => {
    const { typeAhead, asked, shown } = setUp()
    type(typeAhead, 'jac', 1000, 150)
    expect(asked.map((a) => a.query)).toEqual(['ja', 'jac'])
    asked[1]!.answer(['Classic Jacket'])
    asked[0]!.answer(['Jeans', 'Jacket'])
    await settle()
    expect(shown).toEqual([{ query: 'jac', answer: ['Classic Jacket'] }])
  })

  it('drops an answer that arrives after more was typed', async () => {
    const { typeAhead, asked, shown } = setUp()
    typeAhead.input('ja', 1000)
    typeAhead.input('jac', 1200)
    asked[0]!.answer(['stale'])
    await settle()
    expect(shown).toEqual([])
    asked[1]!.answer(['fresh'])
    await settle()
    expect(shown).toEqual([{ query: 'jac', answer: ['fresh'] }])
  })

  it('searches nothing during a scanner burst ended by Enter, and nothing afterwards', async () => {
    const { typeAhead, asked, shown } = setUp()
    type(typeAhead, '9312345678903', 1000, 5)
    typeAhead.cancel() // Enter: the field adds the scanned item itself
    await vi.advanceTimersByTimeAsync(TYPE_AHEAD_SETTLE_MS * 10)
    expect(asked).toEqual([])
    expect(shown).toEqual([])
  })

  it('searches once, after the field settles, when fast keys end without Enter', async () => {
    const { typeAhead, asked, shown } = setUp()
    const last = type(typeAhead, 'classic', 1000, 10)
    await vi.advanceTimersByTimeAsync(TYPE_AHEAD_SETTLE_MS - 1)
    expect(asked).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(asked.map((a) => a.query)).toEqual(['classic'])
    // A space asks nothing new; a person's next key after the pause searches at once.
    typeAhead.input('classic ', last + 400)
    typeAhead.input('classic n', last + 600)
    expect(asked.map((a) => a.query)).toEqual(['classic', 'classic n'])
    asked[0]!.answer(['old'])
    asked[1]!.answer(['Classic Navy Jacket'])
    await settle()
    expect(shown).toEqual([{ query: 'classic n', answer: ['Classic Navy Jacket'] }])
  })

  it('keeps the answer on its way when only a space was added (the same question)', async () => {
    const { typeAhead, asked, shown } = setUp()
    typeAhead.input('jacket', 1000)
    typeAhead.input('jacket ', 1200)
    asked[0]!.answer(['Classic Jacket'])
    await settle()
    expect(asked).toHaveLength(1)
    expect(shown).toEqual([{ query: 'jacket', answer: ['Classic Jacket'] }])
  })

  it('drops an answer in flight when Enter is pressed (cancel)', async () => {
    const { typeAhead, asked, shown } = setUp()
    typeAhead.input('ja', 1000)
    typeAhead.cancel()
    asked[0]!.answer(['late'])
    await settle()
    expect(shown).toEqual([])
  })

  it('clears the results when the text is too short, and a late answer does not bring them back', async () => {
    const { typeAhead, asked, shown, cleared } = setUp()
    typeAhead.input('ja', 1000)
    typeAhead.input('j', 1300)
    expect(cleared).toEqual([0])
    asked[0]!.answer(['late'])
    await settle()
    expect(shown).toEqual([])
  })

  it('trims the query and reports a failed search only while it is the latest', async () => {
    const { typeAhead, asked, errors } = setUp()
    typeAhead.input('  ja ', 1000)
    expect(asked[0]!.query).toBe('ja')
    asked[0]!.fail(new Error('not open'))
    await settle()
    await settle()
    expect(errors).toEqual(['ja'])
    typeAhead.input('jac', 1500)
    typeAhead.input('jack', 1700)
    asked[1]!.fail(new Error('not open'))
    await settle()
    await settle()
    expect(errors).toEqual(['ja'])
  })

  it('does nothing once disposed', async () => {
    const { typeAhead, asked, shown } = setUp()
    typeAhead.input('ja', 1000)
    typeAhead.dispose()
    typeAhead.input('jac', 1500)
    asked[0]!.answer(['late'])
    await settle()
    expect(asked).toHaveLength(1)
    expect(shown).toEqual([])
  })
})
