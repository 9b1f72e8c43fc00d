/**
 * Issue 12: the string namespaces every page loads before its first render, because the shell (root
 * layout, page loader, error and not-found pages) uses them. Everything else loads with the route that
 * declares it (`withStrings` in src/web/app/router.tsx); the build fails when the shell uses more
 * (vite.config.ts, `checkDeclaredNamespaces`).
 */
export const SHELL_NAMESPACES: readonly string[] = ['common']
