import { ConfigError, loadConfig } from "../config";
import { backupCommand } from "./backup";
import { moveCommand } from "./move";
import { mcpCommand } from "./mcp";
import { mintKeyCommand, pauseCommand, revokeCommand } from "./admin-commands";
import { parseCommand } from "./args";
import { healthcheckCommand } from "./healthcheck";
import { CommandError } from "./command-room";
import { serveCommand } from "./serve";
import { USAGE, UsageError, VERSION } from "./usage";

/**
 * Runs one command. Returns its exit status, or null for `serve`, which keeps running
 * until a signal stops it. Exit 2: the command or configuration was wrong; 1: it failed.
 */
export async function main(argv: string[]): Promise<number | null> {
  try {
    const command = parseCommand(argv);
    if (command.name === "help") return print(USAGE);
    if (command.name === "version") return print(`parley ${VERSION} (Bun ${Bun.version})`);
    // A desktop MCP client's bridge to a room elsewhere: it needs none of this machine's configuration.
    if (command.name === "mcp") {
      await mcpCommand(command.url);
      return null;
    }
    const config = loadConfig();
    switch (command.name) {
      case "serve":
        await serveCommand(config);
        return null;
      case "pause":
        return await pauseCommand(config, true);
      case "unpause":
        return await pauseCommand(config, false);
      case "mint-key":
        return await mintKeyCommand(config, command.displayName);
      case "revoke":
        return await revokeCommand(config, command.id);
      case "backup":
        return await backupCommand(config, command.file);
      case "move-to-postgres":
        return await moveCommand(config);
      case "healthcheck":
        return await healthcheckCommand(config);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`parley: ${error.message}\nRun "parley --help" for the commands.`);
      return 2;
    }
    if (error instanceof ConfigError) {
      console.error(`parley: configuration error: ${error.message}`);
      return 2;
    }
    if (error instanceof CommandError) {
      console.error(`parley: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

function print(text: string): number {
  console.log(text);
  return 0;
}
