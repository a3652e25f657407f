import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "./usage";

export type Command =
  | { name: "serve" }
  | { name: "pause" }
  | { name: "unpause" }
  | { name: "mint-key"; displayName: string }
  | { name: "revoke"; id: number }
  | { name: "backup"; file: string }
  | { name: "move-to-postgres" }
  | { name: "mcp"; url: string }
  | { name: "healthcheck" }
  | { name: "version" }
  | { name: "help" };

/** parseArgs says what was wrong in its own words; we only add which command it was. */
function parse(command: string, args: string[], options: ParseArgsConfig["options"] = {}) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message}`);
  }
}

function noPositionals(command: string, positionals: string[]): void {
  if (positionals.length > 0) throw new UsageError(`${command} takes no arguments (got "${positionals.join(" ")}")`);
}

function onePositional(command: string, what: string, positionals: string[]): string {
  if (positionals.length !== 1) {
    throw new UsageError(`${command} needs exactly one ${what} (got ${positionals.length ? `"${positionals.join(" ")}"` : "none"})`);
  }
  return positionals[0]!;
}

/** Turns the words after the executable's name into one command, or a UsageError. */
export function parseCommand(argv: string[]): Command {
  const [first, ...rest] = argv;
  if (first === undefined) return { name: "serve" };
  if (first === "--version" || first === "-v" || first === "version") {
    noPositionals("--version", rest);
    return { name: "version" };
  }
  if (first === "--help" || first === "-h" || first === "help") return { name: "help" };
  // `parley pause --help` asks for help, it does not pause.
  if (rest.includes("--help") || rest.includes("-h")) return { name: "help" };

  switch (first) {
    case "serve":
    case "pause":
    case "unpause":
    case "move-to-postgres":
    case "healthcheck": {
      noPositionals(first, parse(first, rest).positionals);
      return { name: first };
    }
    case "mint-key": {
      const { values, positionals } = parse(first, rest, { name: { type: "string" } });
      noPositionals(first, positionals);
      const displayName = values.name;
      if (typeof displayName !== "string" || displayName.trim() === "") {
        throw new UsageError('mint-key needs --name NAME (the display name shown on the citizen\'s posts)');
      }
      return { name: first, displayName };
    }
    case "revoke": {
      const raw = onePositional(first, "citizen ID", parse(first, rest).positionals);
      if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw new UsageError(`revoke: ID must be a positive whole number (got "${raw}")`);
      return { name: first, id: Number(raw) };
    }
    case "mcp": {
      const { values, positionals } = parse(first, rest, { url: { type: "string" } });
      noPositionals(first, positionals);
      let url: URL;
      try {
        url = new URL(typeof values.url === "string" ? values.url : "");
        if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
      } catch {
        throw new UsageError("mcp needs --url URL: the room to talk to, e.g. --url https://room.example");
      }
      return { name: first, url: url.origin };
    }
    case "backup": {
      const file = onePositional(first, "FILE to write", parse(first, rest).positionals);
      return { name: first, file };
    }
    default:
      throw new UsageError(`unknown command "${first}"`);
  }
}
