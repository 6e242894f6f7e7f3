FROM node:20-bookworm-slim
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-checkout/package.json mf-checkout/
COPY mf-account/package.json mf-account/
COPY mf-auth/package.json mf-auth/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY tools/lint/package.json tools/lint/
# `npm install`, not `npm ci`: the lock file lacks the optional Rspack/SWC binaries of other platforms
# (the registry it was made against does not carry them), and `npm ci` refuses a lock that omits them.
RUN npm install --no-audit --no-fund
COPY shared shared
COPY api api
# The API's log redaction rule is shared with the static servers.
COPY tools/redact-url.cjs tools/
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
EXPOSE 4000
WORKDIR /repo/api
# node itself is PID 1 (no npx or shell in between), so SIGTERM reaches the graceful shutdown.
CMD ["node", "--import", "tsx", "src/server.ts"]
