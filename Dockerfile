# syntax=docker/dockerfile:1
# The web app (server + client) in a container: docs/architecture.md#running, README "Deploy".
# The desktop/kiosk package (electron/) is not part of it.

FROM node:22-bookworm-slim AS build
WORKDIR /app
# The web package does not depend on Electron (electron/ is its own package); should that ever
# change, the image still never downloads its ~100 MB binary.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: two malloc arenas instead of eight per core; the server's work is on one
# thread, and its idle set is a few MB smaller (docs/architecture.md#memory, bench/idle-rss.ts).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=file:/data/app.db \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/drizzle ./drizzle
# The default terms and privacy pages (TERMS_FILE, PRIVACY_FILE point elsewhere to replace them).
COPY --from=build --chown=root:root /app/content ./content
# serve (the default), init (a new installation's database, once) or cli: docs/operations.md#docker.
COPY --from=build --chown=root:root --chmod=755 /app/scripts/docker-entrypoint.sh ./docker-entrypoint.sh
# The database lives on a volume owned by the unprivileged user that runs the server; ./data
# points there too, so the default DATABASE_URL (file:./data/app.db) also lands on the volume.
RUN mkdir -p /data && chown node:node /data && ln -s /data /app/data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/app/docker-entrypoint.sh"]
CMD ["serve"]
