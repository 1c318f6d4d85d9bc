/** The command that regenerates both clients' generated files, named in their headers and stale-file tests. */
export const GENERATE_COMMAND = "npm run client:generate";
