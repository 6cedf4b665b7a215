// Types of cluster-haproxy.mjs for the TypeScript tests that use it.
export const HAPROXY_CONFIG: string;
export function startHaproxy(options: { dir: string; port: number; upstreams: string[] }): Promise<{ url: string; stop(): Promise<void> }>;
