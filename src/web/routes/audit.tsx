import { AuditPage } from '#web/features/audit/components/audit-page.tsx'

/** /audit, the audit log view (issue 11: admin-level roles); page access is checked by the layout. */
export function AuditRoute() {
  return <AuditPage />
}
