# Patili's production image: the same steps CI runs (npm ci, npm run build), then only what the
# built server needs at run time. docs/operations.md explains it; compose.yaml runs two of these
# beside PostgreSQL.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so a change of the code alone does not reinstall the packages.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# pg_dump and pg_restore 15 for `npm run backup` / `npm run restore` on PostgreSQL.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/packages/domain ./packages/domain
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness: the process answers. Readiness (/api/health/ready) is for the load balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is the container's first process, so `docker stop`'s SIGTERM reaches the server, which drains
# (give it stop_grace_period / --time above SHUTDOWN_TIMEOUT_MS).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/index.mjs"]
