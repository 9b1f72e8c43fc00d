import { useParams } from 'react-router'
import { NewsArticlePage } from '#web/features/news/components/news-article-page.tsx'

/** /news/:id: one article (spec §2.1 /news/{id}). */
export function NewsArticleRoute() {
  const { id = '' } = useParams()
  return <NewsArticlePage key={id} id={id} />
}
