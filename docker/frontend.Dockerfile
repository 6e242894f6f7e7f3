# One image per front-end app: docker build --build-arg APP=mf-catalog -f docker/frontend.Dockerfile .
# Base images by exact version (see README, "Operating it": pin by digest in your registry).
#
# A remote's image carries its last RELEASES_KEEP releases (docs/contracts.md, "Releases"): the
# releases of the image named by PREVIOUS_IMAGE (the one deployed now), plus this build published as
# a release, so a page opened before the deploy still finds its files and the shell can be pointed
# back at an older release without another image:
#   docker build --build-arg APP=mf-catalog --build-arg PREVIOUS_IMAGE=registry.example.pk/storefront/mf-catalog:41 \
#     --build-arg BUILD_COMMIT=$(git rev-parse HEAD) -f docker/frontend.Dockerfile .
# Without PREVIOUS_IMAGE the image holds this build's release only.
ARG PREVIOUS_IMAGE=no-previous-releases

# The releases of no previous image: an empty folder where an image keeps them.
FROM node:20.19.5-alpine3.22 AS no-previous-releases
ARG APP
WORKDIR /app/${APP}/releases

FROM ${PREVIOUS_IMAGE} AS previous

# Build: every workspace's dependencies (Rspack, SWC...), exactly as the lock file has them.
FROM node:20.19.5-bookworm-slim AS build
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
RUN npm ci --no-audit --no-fund
COPY . .
ARG APP
# The commit the build names in its manifest (the build context has no .git).
ARG BUILD_COMMIT
RUN test -n "$APP" && cd "$APP" && npx rspack build --mode production
# A remote: the previous image's releases, and this build published beside them (the oldest beyond
# RELEASES_KEEP removed). The shell has no releases: its folder stays empty.
ARG RELEASES_KEEP=5
COPY --from=previous /app/${APP}/releases ${APP}/releases/
RUN test "$APP" = shell || node tools/release.mjs publish "$APP" --from "$APP/dist"
# Only what the server runs: its own files, the app's build and releases, the release tool, and the
# packages they require (fastify and its plugins; for the shell, React and the rest its page
# renderer loads).
RUN node docker/assemble-runtime.mjs --app "$APP" --out /runtime

# Run: no compiler, no dev dependencies, no sources; a user without rights over the files.
FROM node:20.19.5-alpine3.22
ARG APP
ENV APP=$APP NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /runtime ./
# Where docker-compose mounts its volumes (the remotes' releases, the live-releases file): a new
# named volume takes this folder's owner, so the node user can write to it.
RUN mkdir -p /srv/releases /srv/live-releases && chown node:node /srv/releases /srv/live-releases
USER node
EXPOSE 3000
# Every app serves its Module Federation manifest: a static file, no call to the API.
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/mf-manifest.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec: node becomes PID 1 and gets the stop signal itself (graceful shutdown).
CMD ["sh", "-c", "exec node tools/serve-static.mjs --app \"$APP\" --port \"$PORT\" --host 0.0.0.0"]
