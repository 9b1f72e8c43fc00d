import { useTranslation } from 'react-i18next'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { KnowledgeWorkspace } from '#web/features/knowledge/components/knowledge-workspace.tsx'

/** /knowledge: the global entries and a cross-bot view of every entry, with the same tools. */
export function KnowledgeRoute() {
  const { t } = useTranslation('knowledge')
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.description')}</p>
      </header>
      <Tabs defaultValue="global">
        <TabsList>
          <TabsTrigger value="global">{t('page.globalTab')}</TabsTrigger>
          <TabsTrigger value="all">{t('page.allTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="global" className="pt-4">
          <KnowledgeWorkspace scope="global" />
        </TabsContent>
        <TabsContent value="all" className="pt-4">
          <KnowledgeWorkspace />
        </TabsContent>
      </Tabs>
    </div>
  )
}
