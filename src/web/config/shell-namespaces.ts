/**
 * Issue 12: the string namespaces every page loads before its first render, because the shell (root
 * layout, page loader, error and not-found pages) uses them. Everything else loads with the route that
 * declares it (the route table, src/shared/routes/route-table.ts); the build fails when the shell uses more
 * (src/web/build-plugins/preload-page-code.ts, `checkDeclaredNamespaces`).
 */
export const SHELL_NAMESPACES: readonly string[] = ['common']
