import { inferAdditionalFields, magicLinkClient, twoFactorClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'

/**
 * better-auth's client; the server mounts it at /api/auth on the same origin. The user's first and
 * last name are sent with sign-up so the server can fill the profile (spec §7 sign-up metadata).
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [
    magicLinkClient(),
    // Issue 32: the sign-in form reads `twoFactorRedirect` from the password step's answer itself and
    // asks for the code in place, so the plugin is given no page to send the browser to.
    twoFactorClient(),
    inferAdditionalFields({
      user: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    }),
  ],
})
