import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../../src/server/plugins/openapi-doc.js';
import { fileURLToPath } from 'node:url';
import { loadSchemaFiles } from '../../scripts/gen-types-schemas.js';
import { createAjv } from '../../src/shared/ajv.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';

type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, unknown>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The published API description (/api/docs/json) checked by an independent validator, @apidevtools/swagger-parser
 * (docs/api.md "The OpenAPI document"): OpenAPI 3.1, every $ref resolvable, every operation with a unique operationId,
 * the security its access declares and the envelope's error answers.
 */
describe('the OpenAPI document', () => {
  let app: App;
  let doc: Doc;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    doc = app.swagger() as unknown as Doc;
  });
  afterAll(async () => {
    await app?.close();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${path}`, op: item[m]! })),
    );

  it('is valid OpenAPI 3.1 for an independent validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('the validator can fail: a broken reference and a wrong version are refused', async () => {
    const broken = structuredClone(doc);
    const first = operations()[0]!;
    const [method, path] = [first.key.split(' ')[0]!.toLowerCase(), first.key.slice(first.key.indexOf(' ') + 1)];
    broken.paths[path]![method]!.responses = { 200: { $ref: '#/components/responses/NoSuchAnswer' } };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
    await expect(SwaggerParser.validate({ ...structuredClone(doc), openapi: '9.9.9' } as never)).rejects.toThrow();
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations().map(({ key, op }) => [key, op.operationId] as const);
    expect(ids.filter(([, id]) => !id)).toEqual([]);
    const seen = new Map<string, string>();
    const clashes = ids.filter(([key, id]) => {
      const other = seen.get(id!);
      seen.set(id!, key);
      return other !== undefined;
    });
    expect(clashes).toEqual([]);
    expect(ids.length).toBeGreaterThan(300);
    expect(operationIdOf('GET', '/api/v1/counselors/:counsellor_id')).toBe('getCounselorsByCounsellorId');
  });

  it('declares the security of each route’s access and the error answers with the envelope', () => {
    const schemes = (doc.components as { securitySchemes: Record<string, unknown> }).securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual(['bearer', 'session_cookie']);
    const publicOps = new Set(
      app.routeTable
        .filter((r) => r.access === 'public')
        .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`),
    );
    const wrong: string[] = [];
    for (const { key, op } of operations()) {
      const open = publicOps.has(key);
      const sec = op.security ?? null;
      if (open ? sec?.length !== 0 : !sec?.some((s) => 'bearer' in s))
        wrong.push(`${key}: security ${JSON.stringify(sec)}`);
      const codes = Object.keys(op.responses ?? {});
      if (!codes.includes('500')) wrong.push(`${key}: no 500 answer`);
      if (!open && !(codes.includes('401') && codes.includes('403'))) wrong.push(`${key}: no 401/403 answers`);
    }
    expect(wrong).toEqual([]);
    expect(publicOps.has('GET /api/v1/client-emp/counselors')).toBe(true);
  });

  it('declares file answers with their media types, never as JSON', () => {
    type Content = Record<string, { schema?: { type?: string; format?: string } }>;
    const asJson: string[] = [];
    let files = 0;
    for (const { key, op } of operations())
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        const content = (answer as { content?: Content }).content ?? {};
        for (const [type, media] of Object.entries(content)) {
          if (media.schema?.format !== 'binary') continue;
          files++;
          if (type.includes('json')) asJson.push(`${key} ${status}`);
        }
      }
    expect(asJson).toEqual([]);
    expect(files).toBeGreaterThanOrEqual(20);
    const certificate = doc.paths['/api/v1/courses/{course_id}/certificate']?.get?.responses?.['200'] as {
      content: Record<string, unknown>;
    };
    expect(Object.keys(certificate.content)).toEqual(['application/pdf']);
  });

  it('answers what the document says: the package list validates against its schema with an independent ajv', async () => {
    const ajv = createAjv();
    for (const f of loadSchemaFiles(fileURLToPath(new URL('../../', import.meta.url))))
      ajv.addSchema(f.schema, typeof f.schema.$id === 'string' ? f.schema.$id : f.path);
    const validate = ajv.getSchema('package-list.schema.json')!;
    const admin = await sessionFor(app, 'admin@finwell.example');
    const res = await app.inject({ method: 'GET', url: '/api/v1/package', headers: bearer(admin) });
    const { data } = res.json() as { data: { packages: Array<Record<string, unknown>> } };
    expect(data.packages.length).toBeGreaterThan(0);
    expect(validate(data) ? [] : validate.errors).toEqual([]);
    // The check can fail: a package without its id does not match.
    delete data.packages[0]!.id;
    expect(validate(data)).toBe(false);
  });
});
