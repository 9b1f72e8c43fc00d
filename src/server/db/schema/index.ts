// The one re-export file: drizzle-kit and the Drizzle client need a single schema object.
// Application code imports the domain file it means (CONVENTIONS.md §2).
export * from './audit.ts'
export * from './auth.ts'
export * from './bots.ts'
export * from './chat.ts'
export * from './columns.ts'
export * from './dealers.ts'
export * from './identity.ts'
export * from './knowledge.ts'
export * from './news.ts'
export * from './notifications.ts'
export * from './onboarding.ts'
export * from './tickets.ts'
