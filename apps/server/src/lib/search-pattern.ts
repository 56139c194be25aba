/** A LIKE pattern that finds `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A LIKE pattern for a job-title search: the words in order, anything between them, and an English plural
 * taken off, so "data scientists" finds "Senior Data Scientist" and "nurse" finds "Registered Nurses".
 * Compare it with the lower-cased title (spec §5: search terms are trimmed and lower-cased).
 */
export function titleSearchPattern(query: string): string {
  const words = query
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => (word.length > 3 && /[a-z]s$/.test(word) && !/ss$/.test(word) ? word.slice(0, -1) : word));
  return `%${words.map(escapeLike).join('%')}%`;
}
