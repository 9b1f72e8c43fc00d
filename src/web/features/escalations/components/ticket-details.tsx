import { useTranslation } from 'react-i18next'
import type { TicketDetailJson } from '#shared/schemas/escalations'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { useFormatters } from '#web/lib/format.ts'

/** Where the ticket came from, the specialist-contact details and the knowledge-gap details. */
export function TicketDetails({ ticket }: { ticket: TicketDetailJson }) {
  const { t } = useTranslation('escalations')
  const format = useFormatters()
  const rows: [string, string | null | undefined][] = [
    [t('list.bot'), ticket.bot?.name],
    [t('list.dealer'), ticket.dealer?.name],
    [t('list.language'), ticket.languageCode?.toUpperCase()],
    [
      t('ticket.raisedByLabel'),
      ticket.raisedBy ? `${ticket.raisedBy.name} (${ticket.raisedBy.email})` : null,
    ],
  ]
  const contact = ticket.contactInfo
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('ticket.details')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value || '–'}</dd>
            </div>
          ))}
        </dl>
        {ticket.knowledgeGap && (
          <section className="rounded-md border p-3" aria-label={t('ticket.knowledgeGap')}>
            <h2 className="mb-2 font-medium">{t('ticket.knowledgeGap')}</h2>
            <dl className="grid gap-1">
              <dt className="text-muted-foreground">{t('ticket.question')}</dt>
              <dd className="whitespace-pre-wrap break-words">{ticket.knowledgeGap.question}</dd>
              {ticket.knowledgeGap.answer && (
                <>
                  <dt className="text-muted-foreground">{t('ticket.botAnswer')}</dt>
                  <dd className="whitespace-pre-wrap break-words">{ticket.knowledgeGap.answer}</dd>
                </>
              )}
              {ticket.knowledgeGap.confidence !== null && (
                <>
                  <dt className="text-muted-foreground">{t('ticket.confidenceLabel')}</dt>
                  <dd>{format.number(ticket.knowledgeGap.confidence, { style: 'percent' })}</dd>
                </>
              )}
            </dl>
          </section>
        )}
        {contact && (
          <section className="rounded-md border p-3" aria-label={t('ticket.contact')}>
            <h2 className="mb-2 font-medium">{t('ticket.contact')}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {(['name', 'email', 'phone', 'preferred_contact', 'notes'] as const).map((key) =>
                contact[key] ? (
                  <div key={key} className="contents">
                    <dt className="text-muted-foreground">{t(`contact.${key}`)}</dt>
                    <dd className="break-words">{contact[key]}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </section>
        )}
        {!ticket.knowledgeGap && (
          <section aria-label={t('ticket.description')}>
            <h2 className="mb-1 font-medium">{t('ticket.description')}</h2>
            <p className="whitespace-pre-wrap break-words text-muted-foreground">{ticket.description}</p>
          </section>
        )}
      </CardContent>
    </Card>
  )
}
