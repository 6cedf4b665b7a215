// Types of server-node.mjs for the TypeScript tests that start a server.
export const SERVER_NODE_OPTIONS: readonly string[];
export const SERVER_ENTRY: string;
