# syntax=docker/dockerfile:1
# The Hearth API: bundled in the npm workspace, run with production dependencies only, as a
# non-root user, configured only through the environment (README "Environment variables").
# Build from the repository root:  docker build -f deploy/api.Dockerfile -t hearth-api .

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/chat-widget/package.json packages/chat-widget/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY packages/shared packages/shared
COPY apps/api apps/api
# dist/main.js with @hearth/shared inlined, and dist/migrations beside it.
RUN npm run build -w @hearth/api

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/chat-widget/package.json packages/chat-widget/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# The bundle leaves every npm dependency of apps/api external: install those, nothing else.
RUN npm ci --omit=dev --workspace @hearth/api

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HEARTH_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    HEARTH_DATA_DIR=/data
COPY --from=deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
# Files land here only without S3_BUCKET (one instance, or a shared volume); production uses S3.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
# Liveness only: an outage of the database must not get every instance restarted.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) turns the instance not-ready, finishes in-flight requests and closes sockets
# with 1001; give it SHUTDOWN_DRAIN_MS + 10 s (docker stop -t / stop_grace_period).
CMD ["node", "apps/api/dist/main.js"]
