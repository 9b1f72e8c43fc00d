import { useTranslation } from 'react-i18next'
import { type VersionContent, versionChanges } from '#web/features/knowledge/lib/version-changes.ts'

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
            {change.parts.map((part, i) =>
              part.change === 'added' ? (
                // Parts have no identity beyond their place in the text.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <ins key={i} className="bg-green-500/15 text-green-900 no-underline dark:text-green-200">
                  {part.text}
                </ins>
              ) : part.change === 'removed' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <del key={i} className="bg-red-500/15 text-red-900 dark:text-red-200">
                  {part.text}
                </del>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <span key={i}>{part.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
