import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { cn } from '#web/lib/cn.ts'

type PagePanelProps = {
  icon: LucideIcon
  tone?: 'muted' | 'destructive'
  title: string
  subtitle: string
  body: string
  action: ReactNode
  role?: 'alert'
}

/** A centred card that stands in for a page: still to come, or not open to the user's roles. */
export function PagePanel({
  icon: Icon,
  tone = 'muted',
  title,
  subtitle,
  body,
  action,
  role,
}: PagePanelProps) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 items-center px-4 py-12 sm:px-6">
      <Card className="w-full text-center" role={role}>
        <CardHeader className="justify-items-center gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-12 items-center justify-center rounded-full',
              tone === 'destructive'
                ? 'bg-destructive/10 text-destructive'
                : 'bg-muted text-muted-foreground',
            )}
          >
            <Icon className="size-6" />
          </span>
          <CardTitle asChild className="text-2xl tracking-tight">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription className="text-base">{subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <p className="text-sm text-muted-foreground">{body}</p>
          {action}
        </CardContent>
      </Card>
    </div>
  )
}
