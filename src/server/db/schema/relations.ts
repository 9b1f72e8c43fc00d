import { relations } from 'drizzle-orm'
import { dealerEquipment, dealers } from './dealers.ts'
import { dealerOnboarding, onboardingPrograms } from './onboarding.ts'

// Drizzle's relational queries read along these: the dealer page is one query for the dealer, its
// equipment and its onboarding programs (dealers.queries.ts). Each `many` needs its `one`.

export const dealersRelations = relations(dealers, ({ many }) => ({
  equipment: many(dealerEquipment),
  onboarding: many(dealerOnboarding),
}))

export const dealerEquipmentRelations = relations(dealerEquipment, ({ one }) => ({
  dealer: one(dealers, { fields: [dealerEquipment.dealerId], references: [dealers.id] }),
}))

export const dealerOnboardingRelations = relations(dealerOnboarding, ({ one }) => ({
  dealer: one(dealers, { fields: [dealerOnboarding.dealerId], references: [dealers.id] }),
  program: one(onboardingPrograms, {
    fields: [dealerOnboarding.programId],
    references: [onboardingPrograms.id],
  }),
}))
