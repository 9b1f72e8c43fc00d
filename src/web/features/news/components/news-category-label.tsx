import { useTranslation } from 'react-i18next'
import { NEWS_CATEGORY_DOT_CLASSES, type NewsCategory } from '#shared/constants/news'
import { cn } from '#web/lib/cn.ts'

/** Spec §2.5: the category's coloured dot and its label (reused by the news centre). */
export function NewsCategoryLabel({ category, className }: { category: NewsCategory; className?: string }) {
  const { t } = useTranslation('news')
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground', className)}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 rounded-full', NEWS_CATEGORY_DOT_CLASSES[category])}
      />
      {t(`category.${category}`)}
    </span>
  )
}
