import { useParams } from 'react-router'
import { NewsEditorPage } from '#web/features/news/components/news-editor-page.tsx'

/** /news/new and /news/:id/edit: the article editor for admin, super_admin and trainer. */
export function NewsEditorRoute() {
  const { id } = useParams()
  return <NewsEditorPage id={id} />
}
