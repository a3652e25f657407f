import { main } from "./cli/main";

// Start-up only: the command line decides what to run; `serve` keeps the process alive.
const status = await main(process.argv.slice(2));
if (status !== null) process.exitCode = status;
