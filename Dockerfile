# Parley in a container: one executable, state in the /data volume.
#   docker build -t parley .
#   docker run -d -p 3000:3000 -v parley-data:/data --name parley parley
#   docker logs parley          # the admin secret is printed on the first start only
#   docker exec parley /app/parley mint-key --name "Ada"

# Build stage: the official Bun image, the same Bun version package.json pins.
FROM oven/bun:1.4.5 AS build
WORKDIR /src
# Dependencies first, so a code change does not reinstall them. The lockfile is npm's;
# bun reads it as-is. Build-time tools (tsc, test helpers) are not needed to compile.
COPY package.json package-lock.json ./
RUN bun install --frozen-lockfile --production --ignore-scripts
COPY tsconfig.json bunfig.toml ./
COPY public ./public
COPY src ./src
# The same command as `npm run build`: templates, public/ and migrations are embedded.
RUN bun run build && mkdir -p /out/data && cp dist/parley /out/parley

# Runtime stage: glibc and CA certificates, no shell, no package manager, not root.
# The executable links only libc, libpthread, libdl and libm (see `ldd dist/parley`).
FROM gcr.io/distroless/base-debian12:nonroot
# An empty /data owned by the unprivileged user, so a fresh named volume is writable.
COPY --from=build --chown=65532:65532 /out/data /data
COPY --from=build /out/parley /app/parley
ENV DB_PATH=/data/parley.sqlite \
    HOST=0.0.0.0 \
    PORT=3000
VOLUME ["/data"]
EXPOSE 3000
USER 65532:65532
# No curl in this image: the executable asks its own /api/status.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["/app/parley", "healthcheck"]
# Exec form: parley is PID 1 and receives SIGTERM itself, so `docker stop` is a graceful stop.
ENTRYPOINT ["/app/parley"]
CMD ["serve"]
