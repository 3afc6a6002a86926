# The product image: the API serving the built web app.
# Build stage: every dependency, then the same build CI runs (web bundle, Prisma client).
FROM node:20-bookworm-slim AS build
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
# test tools), the built files, and an unprivileged user.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY package.json package-lock.json tsconfig.base.json ./
COPY apps/api/package.json apps/api/tsconfig.json apps/api/
COPY apps/web/package.json apps/web/package.json
COPY packages/contracts/package.json packages/contracts/tsconfig.json packages/contracts/
RUN npm ci --omit=dev --workspace @hr/api --workspace @hr/contracts --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/prisma prisma
COPY --from=build /app/packages/contracts/src packages/contracts/src
COPY --from=build /app/apps/api/src apps/api/src
COPY --from=build /app/apps/web/dist apps/web/dist
# The data folder (uploads, and the embedded database when allowed) belongs to the app's user.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
