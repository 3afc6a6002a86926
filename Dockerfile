# The product image: the compiled API serving the built web app, on Node 26 (LTS; .nvmrc, engines).
# Build stage: every dependency, then the same build CI runs (web bundle, Prisma client, the API and
# the contracts compiled to JavaScript).
FROM node:26-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/package.json
COPY apps/web/package.json apps/web/package.json
COPY packages/contracts/package.json packages/contracts/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies of the API and the contracts only (no build tools, no
# TypeScript loader, no Prisma CLI, no embedded PostgreSQL, no tests), the compiled files, the
# migrations the server applies at start, and an unprivileged user. --legacy-peer-deps leaves out the
# optional peers a production package names (@prisma/client names the Prisma CLI and TypeScript),
# which npm would otherwise keep, as they are also development dependencies.
FROM node:26-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/package.json
COPY apps/web/package.json apps/web/package.json
COPY packages/contracts/package.json packages/contracts/package.json
RUN npm ci --omit=dev --legacy-peer-deps --workspace @hr/api --workspace @hr/contracts --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/prisma/migrations prisma/migrations
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The data folder (uploads, generated secrets) belongs to the app's user.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "apps/api/dist/server.js"]
