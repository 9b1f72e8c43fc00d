import { NewsCenterPage } from '#web/features/news/components/news-center-page.tsx'

/** /news: the news centre (every role, spec §2.1); managers also get the Manage tab. */
export function NewsRoute() {
  return <NewsCenterPage />
}
