import { PlusIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { hasAnyRole } from '#shared/auth/permissions'
import { NEWS_MANAGER_ROLES } from '#shared/constants/news'
import { Button } from '#web/components/ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { NewsManageView } from './news-manage-view.tsx'
import { NewsReaderView } from './news-reader-view.tsx'

/** /news: the news centre; admin, super_admin and trainer also get the Manage tab and 'New article'. */
export function NewsCenterPage() {
  const { t } = useTranslation('news')
  const { roles } = useCurrentUser()
  const canManage = hasAnyRole(roles, NEWS_MANAGER_ROLES)
  const [params, setParams] = useSearchParams()
  const view = canManage && params.get('view') === 'manage' ? 'manage' : 'read'

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('center.title')}</h1>
          <p className="text-muted-foreground">{t('center.description')}</p>
        </div>
        {canManage ? (
          <Button asChild>
            <Link to="/news/new">
              <PlusIcon aria-hidden="true" />
              {t('manage.newArticle')}
            </Link>
          </Button>
        ) : null}
      </header>
      {canManage ? (
        <Tabs
          value={view}
          onValueChange={(value) =>
            setParams(value === 'manage' ? { view: 'manage' } : {}, { replace: true })
          }
          className="gap-4"
        >
          <TabsList>
            <TabsTrigger value="read">{t('center.tabRead')}</TabsTrigger>
            <TabsTrigger value="manage">{t('center.tabManage')}</TabsTrigger>
          </TabsList>
          <TabsContent value="read">
            <NewsReaderView />
          </TabsContent>
          <TabsContent value="manage">
            <NewsManageView />
          </TabsContent>
        </Tabs>
      ) : (
        <NewsReaderView />
      )}
    </div>
  )
}
