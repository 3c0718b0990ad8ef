# The app in one image: `docker compose up` runs it against the compose file's PostgreSQL.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
# `npm start` builds again (cheap) and then migrates, seeds an empty database with the demo data and serves.
CMD ["npm", "start"]
