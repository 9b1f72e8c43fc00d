import { useParams } from 'react-router'
import { EscalationsPage } from '#web/features/escalations/components/escalations-page.tsx'
import { TicketPage } from '#web/features/escalations/components/ticket-page.tsx'

/** /escalations (issue 9 escalations desk); page access (support-level staff) is checked by the layout. */
export function EscalationsRoute() {
  return <EscalationsPage />
}

/** /escalations/:id: one ticket. */
export function EscalationTicketRoute() {
  const { id = '' } = useParams()
  return <TicketPage key={id} id={id} />
}
