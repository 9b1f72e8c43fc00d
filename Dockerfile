# syntax=docker/dockerfile:1
# DealerPilot production image: the web app is built once here; the server runs its TypeScript
# through tsx (a runtime dependency), the same way `npm start` does. See docs/operations.md.
#   docker build -t dealerpilot .
#   docker run -p 3000:3000 -e AUTH_SECRET=... -e DATABASE_URL=... dealerpilot

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency, then the web app into dist/web --------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- prod-deps: only what the server needs at run time --------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime ---------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY --from=build /app/dist/web ./dist/web
# DATA_DIR holds the embedded database (without DATABASE_URL) and uploads (without S3_BUCKET):
# mount a volume on /data when running that way.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness: /api/health answers 200 while the process serves and the database answers.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run at start (src/server/index.ts), then the server listens; SIGTERM stops it cleanly.
CMD ["node", "--import", "tsx", "src/server/index.ts"]
