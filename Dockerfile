# syntax=docker/dockerfile:1
# Two stages: the first installs every dependency and builds the client (Vite) and the server
# (one esbuild bundle); the second holds only the server's production dependencies, the two builds
# and the migrations, and runs as the unprivileged user `node`.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings of the client (README "Configuration").
ARG VITE_GOOGLE_CLIENT_ID VITE_CAREER_ASSESSMENT_URL VITE_DEVELOPMENT_PLAN_URL
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# The production dependencies of the server and the root (drizzle-orm) only: the client's are in its
# build, and shared is in the bundle.
RUN npm ci --omit=dev --workspace server --include-workspace-root --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/drizzle server/drizzle
COPY --from=build /app/client/dist client/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself (not npm) is the container's process, so SIGTERM reaches it and it drains requests.
CMD ["node", "--enable-source-maps", "server/dist/server.js"]
