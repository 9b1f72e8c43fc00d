import { asc, inArray, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { qualifiedColumn as q } from '#server/db/qualified-column'
import { dealers } from '#server/db/schema/dealers'
import { dealerOnboarding } from '#server/db/schema/onboarding'

export async function listDealersWithEnrollment(db: Executor, programId: string) {
  return db
    .select({
      id: dealers.id,
      name: dealers.name,
      dealerCode: dealers.dealerCode,
      city: dealers.city,
      country: dealers.country,
      status: dealers.status,
      enrolled: sql<boolean>`exists (select 1 from ${dealerOnboarding} where ${q(dealerOnboarding.dealerId)} = ${q(dealers.id)} and ${q(dealerOnboarding.programId)} = ${programId})`,
    })
    .from(dealers)
    .orderBy(asc(dealers.name), asc(dealers.id))
}

export async function findDealerIds(tx: Executor, ids: readonly string[]) {
  const rows = await tx
    .select({ id: dealers.id })
    .from(dealers)
    .where(inArray(dealers.id, [...ids]))
  return rows.map((row) => row.id)
}

export async function insertDealerOnboarding(tx: Executor, values: { dealerId: string; programId: string }) {
  const [row] = await tx
    .insert(dealerOnboarding)
    .values(values)
    .onConflictDoNothing({ target: [dealerOnboarding.dealerId, dealerOnboarding.programId] })
    .returning({ id: dealerOnboarding.id })
  return row
}
