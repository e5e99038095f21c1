# The flakeharden PR app (app/): built once here, started by `node build/app/app/main.js` (what `npm start` runs).
# Node 22: a dependency of Probot 14 (content-type 3, through @octokit/request) declares Node >= 22.
# docker build -t flakeharden-app . && docker run --env-file app.env -p 3000:3000 flakeharden-app

FROM node:22-bookworm-slim AS build
WORKDIR /src
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY app ./app
COPY src ./src
RUN npm run build:app && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 FLAKEHARDEN_DB=/data/flakeharden.sqlite
WORKDIR /app
COPY --from=build --chown=node:node /src/package.json ./
COPY --from=build --chown=node:node /src/node_modules ./node_modules
COPY --from=build --chown=node:node /src/build ./build
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.OPS_PORT||3001)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "build/app/app/main.js"]
