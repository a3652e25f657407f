import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { closeDatabase, openDatabase } from "./db/open";
import { openRoom } from "./room";

function start() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`parley: configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const db = openDatabase(config.dbPath);
  const { room, generatedAdminSecret } = openRoom(config, db);
  const app = createApp(room).listen({ port: config.port, hostname: config.host, maxRequestBodySize: 1024 * 1024 });

  console.log(`Parley "${config.roomName}" listening on ${config.baseUrl} (bound to ${config.host}:${app.server?.port})`);
  console.log(`Database: ${config.dbPath}`);
  if (generatedAdminSecret) {
    console.log(`Admin secret (generated; shown this once, only its hash is stored): ${generatedAdminSecret}`);
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.stop();
    closeDatabase(db);
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

start();
