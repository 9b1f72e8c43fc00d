import { ComingSoonRoute } from '#web/routes/coming-soon.tsx'

/** Placeholder until the profile page (spec §2.8) lands. */
export function ProfileRoute() {
  return <ComingSoonRoute />
}
