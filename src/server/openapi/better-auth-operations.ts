import type { JsonSchema } from './zod-json-schema.ts'

/**
 * better-auth answers everything under `/api/auth/*` from one catch-all route, so nothing in the
 * route chain says what its endpoints take. The three a dealer system needs are written out here,
 * by hand, and marked `x-handwritten`; the rest (sign-up, magic links, password reset) are for the
 * portal's own pages. Errors from better-auth itself have its shape (`{ code, message }`), not ours.
 */
const TAG = 'auth'

const BETTER_AUTH_ERROR: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    code: { type: 'string', examples: ['INVALID_EMAIL_OR_PASSWORD'] },
    message: { type: 'string' },
  },
}

const USER: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email: { type: 'string', format: 'email' },
    name: { type: 'string' },
    emailVerified: { type: 'boolean' },
    image: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
}

const betterAuthError = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/BetterAuthError' } } },
})

const rateLimited = {
  description:
    'Too many sign-ins from this address, failed ones for this account from this address (each makes ' +
    'the next wait longer), or the account is locked to addresses it has not signed in from; see Retry-After.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
}

export const BETTER_AUTH_SCHEMAS: Record<string, JsonSchema> = {
  BetterAuthError: BETTER_AUTH_ERROR,
  BetterAuthUser: USER,
}

/** Path -> method -> operation, in the document's shape. */
export const BETTER_AUTH_PATHS: Record<string, Record<string, JsonSchema>> = {
  '/api/auth/sign-in/email': {
    post: {
      operationId: 'signInEmail',
      tags: [TAG],
      summary: 'Sign in with e-mail and password',
      description:
        'Answers with the session cookie `better-auth.session_token` in Set-Cookie (named ' +
        '`__Secure-better-auth.session_token` when the portal runs on https): send it back in the ' +
        'Cookie header of every other call. Sent with a cookie already, it needs an Origin header ' +
        'naming the portal (APP_URL), like sign-out. For an account with two-factor sign-in the answer ' +
        'is `{ twoFactorRedirect: true, twoFactorMethods: ["totp"] }` and no session: POST the code to ' +
        '`/api/auth/two-factor/verify-totp` (or a backup code to `/two-factor/verify-backup-code`) with ' +
        'the cookie this answer sets. Handled by better-auth; described by hand.',
      'x-handwritten': true,
      security: [],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['email', 'password'],
              properties: {
                email: { type: 'string', format: 'email' },
                password: { type: 'string' },
                rememberMe: {
                  type: 'boolean',
                  default: true,
                  description: 'false: the session ends when the browser closes.',
                },
              },
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'Signed in.',
          headers: {
            'Set-Cookie': {
              description: 'The session cookie, `better-auth.session_token=...; HttpOnly; SameSite=Lax`.',
              schema: { type: 'string' },
            },
          },
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  redirect: { type: 'boolean' },
                  token: { type: 'string' },
                  user: { $ref: '#/components/schemas/BetterAuthUser' },
                  twoFactorRedirect: {
                    type: 'boolean',
                    description: 'true: the password was right; the second factor is still to come.',
                  },
                  twoFactorMethods: { type: 'array', items: { type: 'string', enum: ['totp', 'otp'] } },
                },
              },
            },
          },
        },
        '400': betterAuthError('The body is not an e-mail and a password (code VALIDATION_ERROR).'),
        '401': betterAuthError('Wrong e-mail or password (code INVALID_EMAIL_OR_PASSWORD).'),
        '403': betterAuthError(
          'The account is deactivated or its e-mail is not confirmed yet; or a cookie was sent without ' +
            'an Origin header (MISSING_OR_NULL_ORIGIN).',
        ),
        '429': rateLimited,
      },
    },
  },
  '/api/auth/get-session': {
    get: {
      operationId: 'getSession',
      tags: [TAG],
      summary: 'The current session and its user',
      description:
        'Answers `null` without a valid session cookie. Handled by better-auth; described by hand.',
      'x-handwritten': true,
      security: [{ sessionCookie: [] }, {}],
      responses: {
        '200': {
          description: 'The session and user, or null.',
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  { type: 'null' },
                  {
                    type: 'object',
                    properties: {
                      session: {
                        type: 'object',
                        properties: {
                          id: { type: 'string' },
                          userId: { type: 'string' },
                          expiresAt: { type: 'string', format: 'date-time' },
                        },
                      },
                      user: { $ref: '#/components/schemas/BetterAuthUser' },
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  '/api/auth/sign-out': {
    post: {
      operationId: 'signOut',
      tags: [TAG],
      summary: 'Sign out',
      description:
        'Ends the session of the cookie sent and clears it. Send a JSON body (`{}`) and an Origin ' +
        "header with the portal's own address (APP_URL): better-auth refuses a POST that carries a " +
        'cookie without one. Handled by better-auth; described by hand.',
      'x-handwritten': true,
      security: [{ sessionCookie: [] }],
      parameters: [
        {
          name: 'Origin',
          in: 'header',
          required: true,
          schema: { type: 'string', format: 'uri', examples: ['https://portal.example.com'] },
          description: "The portal's own origin (APP_URL).",
        },
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', examples: [{}] } } },
      },
      responses: {
        '200': {
          description: 'Signed out.',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { success: { type: 'boolean', const: true } } },
            },
          },
        },
        '403': betterAuthError(
          "No Origin header, or not the portal's (codes MISSING_OR_NULL_ORIGIN, INVALID_ORIGIN).",
        ),
        '415': betterAuthError('No JSON body (code UNSUPPORTED_MEDIA_TYPE).'),
      },
    },
  },
}
