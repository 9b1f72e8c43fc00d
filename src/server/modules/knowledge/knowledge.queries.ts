import { inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { kbEntries, kbEntryTags, kbTags } from '../../db/schema/knowledge.ts'

/** Keeps each statement well below PostgreSQL's 65,535 bind parameters. */
export const INSERT_CHUNK_SIZE = 500

export type NewEntry = typeof kbEntries.$inferInsert

/** Inserts entries in chunks and returns their ids in input order. */
export async function insertEntries(db: Executor, rows: readonly NewEntry[]): Promise<string[]> {
  const ids: string[] = []
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_SIZE) {
    const chunk = rows.slice(start, start + INSERT_CHUNK_SIZE)
    // INSERT ... RETURNING yields rows in VALUES order on PostgreSQL.
    const inserted = await db.insert(kbEntries).values(chunk).returning({ id: kbEntries.id })
    for (const row of inserted) ids.push(row.id)
  }
  return ids
}

/** Tag ids by lower-cased name, creating the missing tags (names are unique case-insensitively). */
export async function ensureTags(db: Executor, names: readonly string[], createdBy: string) {
  const wanted = new Map(names.map((name) => [name.toLowerCase(), name]))
  const ids = new Map<string, string>()
  if (wanted.size === 0) return ids
  const lower = [...wanted.keys()]
  for (let start = 0; start < lower.length; start += INSERT_CHUNK_SIZE) {
    const chunk = lower.slice(start, start + INSERT_CHUNK_SIZE)
    await db
      .insert(kbTags)
      .values(chunk.map((key) => ({ name: wanted.get(key) as string, createdBy })))
      .onConflictDoNothing()
    const rows = await db
      .select({ id: kbTags.id, name: kbTags.name })
      .from(kbTags)
      .where(inArray(sql`lower(${kbTags.name})`, chunk))
    for (const row of rows) ids.set(row.name.toLowerCase(), row.id)
  }
  return ids
}

export async function insertEntryTags(db: Executor, links: readonly { entryId: string; tagId: string }[]) {
  for (let start = 0; start < links.length; start += INSERT_CHUNK_SIZE)
    await db
      .insert(kbEntryTags)
      .values(links.slice(start, start + INSERT_CHUNK_SIZE))
      .onConflictDoNothing()
}
