# The app in one image: `docker compose up` runs it against the compose file's PostgreSQL.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
# `npm start` builds again (cheap), migrates and serves (demo data only with SAPPIS_DEMO_DATA=1).
CMD ["npm", "start"]
