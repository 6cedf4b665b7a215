// Types of cluster-lib.mjs for the TypeScript tests that use it.
export const ROOT: string;
export function findPostgresBin(): string | undefined;
export function findDynamicSecurityPlugin(): string | undefined;
export function ensureClusterPackages(options?: { haproxy?: boolean }): void;
export function freePort(): Promise<number>;
export function buildServer(): void;
export function startPostgres(options: {
  dir: string;
  port: number;
  durable?: boolean;
}): Promise<{ url: string; version: string; stop(): void }>;
export function startMosquitto(options: { dir: string; port: number }): Promise<{ url: string; stop(): Promise<void> }>;
export interface HostProcess {
  url: string;
  port: number;
  pid: number | undefined;
  exited: Promise<unknown>;
  stop(): Promise<void>;
  kill(): Promise<void>;
}
export function startHost(options: {
  port: number;
  databaseUrl: string;
  mqttUrl: string;
  env?: Record<string, string>;
  logFile?: string;
  name?: string;
}): Promise<HostProcess>;
export function startProxy(options: {
  port: number;
  upstreams: string[];
}): Promise<{ url: string; live(): string[]; stop(): Promise<void> }>;
export function startHaproxy(options: { dir: string; port: number; upstreams: string[] }): Promise<{ url: string; stop(): Promise<void> }>;
