import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Schema } from './arbitraries';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** as the document writes it: /api/v1/reservations/{id} */
  path: string;
  key: string;
  parameters: Parameter[];
  body?: { required: boolean; schema: Schema };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, any>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const json = op.requestBody?.content?.['application/json'];
      operations.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])],
        body: json ? { required: Boolean(op.requestBody.required), schema: json.schema ?? {} } : undefined,
        responses: op.responses ?? {},
      });
    }
  }
  return operations;
}

/**
 * Checks an answer against the document: its status must be listed for the operation (or a
 * `default` be given), and its body must match the schema listed for that status.
 */
export class ResponseChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: false, unicodeRegExp: true, validateFormats: true });
  private readonly cache = new Map<string, ValidateFunction | null>();

  constructor() {
    addFormats(this.ajv);
  }

  check(
    op: Operation,
    status: number,
    contentType: string | null,
    text: string,
  ): { kind: 'undeclared-status' | 'schema-mismatch'; detail: string } | null {
    const declared = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
    if (!declared) return { kind: 'undeclared-status', detail: `declared: ${Object.keys(op.responses).join(', ') || 'none'}` };
    // A body of another type the document declares for the status (a CSV export) is text: its declared type is what there is to check.
    const media = contentType?.split(';')[0]?.trim().toLowerCase();
    if (media && !media.includes('json') && declared.content?.[media]) return null;
    const schema = declared.content?.['application/json']?.schema;
    if (!schema) {
      if (text && contentType?.includes('json')) return { kind: 'schema-mismatch', detail: 'a JSON body where the document declares none' };
      return null;
    }
    if (!text) {
      // 204 and a declared null body: nothing sent is what was meant
      if (status === 204 || status === 304) return null;
      return { kind: 'schema-mismatch', detail: 'an empty body where the document declares one' };
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { kind: 'schema-mismatch', detail: `not JSON (content-type ${contentType})` };
    }
    const validate = this.validator(`${op.key} ${status}`, schema);
    if (!validate) return null;
    if (validate(body)) return null;
    const first = validate.errors?.[0];
    return {
      kind: 'schema-mismatch',
      detail: `${first?.instancePath || '(root)'} ${first?.message ?? ''}${first?.params ? ` ${JSON.stringify(first.params)}` : ''}`,
    };
  }

  private validator(key: string, schema: Schema): ValidateFunction | null {
    if (!this.cache.has(key)) {
      try {
        this.cache.set(key, this.ajv.compile(schema));
      } catch (error) {
        // A schema ajv cannot compile is itself worth knowing; report it once through the log.
        console.warn(`openapi-fuzz: cannot compile the ${key} schema: ${(error as Error).message}`);
        this.cache.set(key, null);
      }
    }
    return this.cache.get(key)!;
  }
}
