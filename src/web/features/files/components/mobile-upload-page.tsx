import { FolderOpenIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { UploadPanel } from './upload-panel.tsx'

/** Spec §2.13 /mobile/upload: camera or file picker, category, note, progress and the result. */
export function MobileUploadPage() {
  const { t } = useTranslation('files')
  return (
    <div className="mx-auto w-full max-w-md space-y-4 px-3 py-4">
      <h1 className="text-xl font-semibold tracking-tight">{t('mobile.uploadTitle')}</h1>
      <UploadPanel mobile defaultCategory="photo" />
      <Button asChild variant="outline" className="min-h-11 w-full">
        <Link to="/mobile/files">
          <FolderOpenIcon aria-hidden="true" />
          {t('mobile.seeFiles')}
        </Link>
      </Button>
    </div>
  )
}
