import {
  CircleCheckBigIcon,
  FileWarningIcon,
  ListTodoIcon,
  MessageSquareReplyIcon,
  NewspaperIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ActionItem } from '#shared/schemas/action-items'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { useActionItems } from '#web/features/dashboard/api/action-items.ts'

/** Where each item is dealt with: the same addresses the notifications link to. */
function linkOf(item: ActionItem): string {
  switch (item.kind) {
    case 'onboardingStep':
      return `/my-onboarding?onboarding=${item.onboardingId}`
    case 'document':
      return `/files?document=${item.documentId}`
    case 'ticketReply':
      return `/chat/${item.botId}?session=${item.sessionId}`
    case 'news':
      return `/news/${item.articleId}`
  }
}

function keyOf(item: ActionItem): string {
  switch (item.kind) {
    case 'onboardingStep':
      return `step-${item.stepId}`
    case 'document':
      return `document-${item.documentId}`
    case 'ticketReply':
      return `reply-${item.sessionId}`
    case 'news':
      return `news-${item.articleId}`
  }
}

function useItemText(item: ActionItem): { icon: ReactNode; title: string; detail: string | null } {
  const { t } = useTranslation('dashboard')
  switch (item.kind) {
    case 'onboardingStep':
      return item.state === 'rejected'
        ? {
            icon: <FileWarningIcon className="text-destructive" />,
            title: t('todo.stepRejected', { step: item.stepTitle }),
            detail: item.feedback ? t('todo.feedback', { feedback: item.feedback }) : item.programName,
          }
        : {
            icon: <ListTodoIcon className="text-primary" />,
            title: t('todo.nextStep', { step: item.stepTitle }),
            detail: item.programName,
          }
    case 'document':
      return item.status === 'rejected'
        ? {
            icon: <FileWarningIcon className="text-destructive" />,
            title: t('todo.documentRejected', { title: item.title }),
            detail: item.comment ? t('todo.feedback', { feedback: item.comment }) : null,
          }
        : {
            icon: <FileWarningIcon className="text-muted-foreground" />,
            title: t('todo.documentPending', { title: item.title }),
            detail: null,
          }
    case 'ticketReply':
      return {
        icon: <MessageSquareReplyIcon className="text-primary" />,
        title: t('todo.reply', { title: item.title }),
        detail: null,
      }
    case 'news':
      return {
        icon: <NewspaperIcon className="text-primary" />,
        title: t('todo.news', { title: item.title }),
        detail: null,
      }
  }
}

function ActionItemRow({ item }: { item: ActionItem }) {
  const { icon, title, detail } = useItemText(item)
  return (
    <li>
      <Link
        to={linkOf(item)}
        className="flex items-start gap-3 rounded-md p-2 hover:bg-accent focus-visible:bg-accent [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0"
        data-kind={item.kind}
      >
        <span aria-hidden="true">{icon}</span>
        <span className="flex min-w-0 flex-col">
          <span className="text-sm font-medium break-words">{title}</span>
          {detail ? <span className="text-sm text-muted-foreground break-words">{detail}</span> : null}
        </span>
      </Link>
    </li>
  )
}

/** Issue 35 item 1: the top of the dashboard lists what needs the user's action now, or says all is done. */
export function ActionItemsCard() {
  const { t } = useTranslation('dashboard')
  const query = useActionItems()
  const items = query.data?.items ?? []
  return (
    <Card role="region" aria-labelledby="action-items-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="action-items-title">{t('todo.title')}</h2>
        </CardTitle>
        <CardDescription>{t('todo.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : query.isError ? (
          <p className="text-sm text-destructive">{t('todo.loadFailed')}</p>
        ) : items.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CircleCheckBigIcon aria-hidden="true" className="size-4 text-green-600" />
            {t('todo.allDone')}
          </p>
        ) : (
          <ul className="grid gap-1" aria-label={t('todo.title')}>
            {items.map((item) => (
              <ActionItemRow key={keyOf(item)} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
