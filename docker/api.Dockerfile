# The API: docker build -f docker/api.Dockerfile .
# Base images by exact version (see README, "Operating it": pin by digest in your registry).

# Dependencies: the API's production dependencies only (tsx runs its TypeScript), from the lock file.
FROM node:20.19.5-bookworm-slim AS deps
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
# npm ci checks the lock file against every workspace's manifest.
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-checkout/package.json mf-checkout/
COPY mf-account/package.json mf-account/
COPY mf-auth/package.json mf-auth/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY tools/lint/package.json tools/lint/
# The folders exist even when npm nests nothing in them, for the COPY steps below.
RUN npm ci --omit=dev --workspace api --no-audit --no-fund \
  && mkdir -p api/node_modules shared/node_modules

FROM node:20.19.5-bookworm-slim
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
WORKDIR /repo
COPY --from=deps /repo/node_modules node_modules
COPY shared shared
COPY --from=deps /repo/shared/node_modules shared/node_modules
COPY api api
COPY --from=deps /repo/api/node_modules api/node_modules
# The API's log redaction rule is shared with the static servers.
COPY tools/redact-url.cjs tools/
# The files stay root's; only the embedded database's folder (used without DATABASE_URL) is the
# node user's. tsx keeps its compile cache in /tmp.
RUN mkdir -p api/.data && chown node:node api/.data
USER node
EXPOSE 4000
WORKDIR /repo/api
# Healthy once migrated (and, on an empty database, seeded); 503 while the database does not answer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 (no npx or shell in between), so SIGTERM reaches the graceful shutdown.
CMD ["node", "--import", "tsx", "src/server.ts"]
