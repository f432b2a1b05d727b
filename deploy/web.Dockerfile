# syntax=docker/dockerfile:1
# The Hearth web app: a Next.js production build served by server.mjs (Next.js behind the public
# pages' cache), as a non-root user.
# NEXT_PUBLIC_* values are inlined into the browser bundle at build time, so they are build
# arguments; one image serves one public address:
#   docker build -f deploy/web.Dockerfile --build-arg NEXT_PUBLIC_API_URL=https://hearth.example -t hearth-web .
# Runtime settings (NEXTAUTH_URL, NEXTAUTH_SECRET, API_INTERNAL_URL, SITE_URL and the chat's CHAT_*)
# come from the environment.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/chat-widget/package.json packages/chat-widget/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY packages packages
COPY apps/web apps/web
ARG NEXT_PUBLIC_API_URL
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=
ARG NEXT_PUBLIC_TRACKING_SCRIPT_URL=
ARG NEXT_PUBLIC_SHOW_HELP_BUTTON=false
# Pages rendered at build time must not link the development mailbox.
ARG NEXT_PUBLIC_SHOW_DEV_MAILBOX=false
ENV NEXT_TELEMETRY_DISABLED=1
RUN test -n "$NEXT_PUBLIC_API_URL" || { echo 'build with --build-arg NEXT_PUBLIC_API_URL=<the public address the browser calls>' >&2; exit 1; }
RUN npm run build -w @hearth/web

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HEARTH_ENV=production \
    NEXT_TELEMETRY_DISABLED=1
# The server reads next.config.ts (and the lib/ files it imports) and the workspace packages it
# transpiles, so the built workspace comes along as it is.
COPY --from=build --chown=node:node /app /app
WORKDIR /app/apps/web
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/robots.txt').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs", "-p", "3000"]
