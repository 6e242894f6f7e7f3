# One image per front-end app: docker build --build-arg APP=mf-catalog -f docker/frontend.Dockerfile .
FROM node:20-bookworm-slim AS build
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
COPY . .
ARG APP
RUN test -n "$APP" && cd "$APP" && npx rspack build --mode production

FROM node:20-bookworm-slim
WORKDIR /repo
ARG APP
ENV APP=$APP NODE_ENV=production
COPY --from=build /repo/node_modules node_modules
COPY --from=build /repo/tools tools
COPY --from=build /repo/package.json package.json
COPY --from=build /repo/$APP/dist $APP/dist
EXPOSE 3000
# exec: node becomes PID 1 and gets the stop signal itself (graceful shutdown).
CMD ["sh", "-c", "exec node tools/serve-static.mjs --app $APP --port ${PORT:-3000} --host 0.0.0.0"]
