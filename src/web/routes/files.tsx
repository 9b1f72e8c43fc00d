import { FilesPage } from '#web/features/files/components/files-page.tsx'

/** /files (spec §2.1): every signed-in role; the server limits what each one sees. */
export function FilesRoute() {
  return <FilesPage />
}
