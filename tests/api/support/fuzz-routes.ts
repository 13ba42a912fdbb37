// Every API route on disk (app/api/**/route.ts) with its exported method handlers, found when the
// test file loads, so a route added tomorrow is fuzzed and must have an authorization rule.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextRequest } from 'next/server';

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];
export type Handler = (req: NextRequest) => Promise<Response> | Response;

export type ApiEndpoint = {
  /** The folder below app/api, e.g. "chat.php" or "admin/users.php". */
  route: string;
  method: Method;
  handler: Handler;
};

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../app/api');

/** Folders below app/api holding a route.ts, sorted. */
export function routeFolders(dir = API_DIR): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...routeFolders(full));
    else if (entry.name === 'route.ts') found.push(path.relative(API_DIR, dir).split(path.sep).join('/'));
  }
  return found.sort();
}

/** Imports each route module and lists every exported method handler. */
export async function apiEndpoints(): Promise<ApiEndpoint[]> {
  const endpoints: ApiEndpoint[] = [];
  for (const route of routeFolders()) {
    const mod = (await import(/* @vite-ignore */ path.join(API_DIR, route, 'route.ts'))) as Record<
      string,
      unknown
    >;
    for (const method of METHODS) {
      const handler = mod[method];
      if (typeof handler === 'function') endpoints.push({ route, method, handler: handler as Handler });
    }
  }
  return endpoints;
}
