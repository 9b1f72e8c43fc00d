import { useTranslation } from 'react-i18next'
import {
  type DiffPart,
  type VersionContent,
  versionChanges,
} from '#web/features/knowledge/lib/version-changes.ts'

/** Added words are inserted text, removed ones deleted text, the rest plain. */
const PART_LOOK = {
  added: { Tag: 'ins', className: 'bg-green-500/15 text-green-900 no-underline dark:text-green-200' },
  removed: { Tag: 'del', className: 'bg-red-500/15 text-red-900 dark:text-red-200' },
  same: { Tag: 'span', className: undefined },
} as const satisfies Record<DiffPart['change'], { Tag: 'ins' | 'del' | 'span'; className?: string }>

/** What changed from one version of an entry to the next, word by word (issue 33 item 4). */
export function VersionDiff({ before, after }: { before: VersionContent | null; after: VersionContent }) {
  const { t } = useTranslation('knowledge')
  const changes = versionChanges(before, after)
  if (changes.length === 0) return <p className="text-muted-foreground">{t('versions.noContentChange')}</p>
  return (
    <dl className="space-y-2">
      {changes.map((change) => (
        <div key={change.field}>
          <dt className="text-xs font-medium text-muted-foreground">{t(`versions.field.${change.field}`)}</dt>
          <dd className="whitespace-pre-wrap">
            {change.parts.map((part, i) => {
              const { Tag, className } = PART_LOOK[part.change]
              return (
                // Parts have no identity beyond their place in the text.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Tag key={i} className={className}>
                  {part.text}
                </Tag>
              )
            })}
          </dd>
        </div>
      ))}
    </dl>
  )
}
