/** A LIKE pattern that finds `search` anywhere, with LIKE's wildcards escaped ("50%" finds "50%"). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
