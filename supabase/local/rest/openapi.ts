import type { SchemaCache } from './catalog/schema-cache.ts';
import type { Usable } from './openapi-privileges.ts';

/**
 * A small OpenAPI 2.0 description of the exposed relations and routines, as PostgREST serves at
 * the root: only those the requesting role holds a privilege on, with the columns it may use.
 */
export function openApiDocument(cache: SchemaCache, schema: string, usable: Usable): Record<string, unknown> {
  const relations = cache.allRelations().filter((r) => r.schema === schema && usable.relations.has(r.oid));
  const routines = cache.allRoutines().filter((r) => r.schema === schema && usable.routines.has(r.oid));
  const paths: Record<string, unknown> = {
    '/': {
      get: {
        produces: ['application/openapi+json', 'application/json'],
        responses: { '200': { description: 'OK' } },
      },
    },
  };
  const definitions: Record<string, unknown> = {};
  for (const rel of relations) {
    const columns = rel.columns.filter((c) => usable.columns.get(rel.oid)?.has(c.name));
    paths[`/${rel.name}`] = {
      get: {
        tags: [rel.name],
        ...(rel.description ? { summary: rel.description } : {}),
        responses: { '200': { description: 'OK' } },
      },
    };
    definitions[rel.name] = {
      type: 'object',
      ...(rel.description ? { description: rel.description } : {}),
      required: columns.filter((c) => !c.nullable && c.default === null).map((c) => c.name),
      properties: Object.fromEntries(
        columns.map((c) => [
          c.name,
          { format: c.type, ...(c.description ? { description: c.description } : {}) },
        ]),
      ),
    };
  }
  for (const routine of routines) {
    paths[`/rpc/${routine.name}`] = {
      post: {
        tags: ['(rpc) ' + routine.name],
        ...(routine.description ? { summary: routine.description } : {}),
        responses: { '200': { description: 'OK' } },
      },
    };
  }
  return {
    swagger: '2.0',
    info: { title: 'Grow Digital local REST API', version: '1.0.0' },
    basePath: '/',
    schemes: ['http'],
    consumes: ['application/json'],
    produces: ['application/json'],
    paths,
    definitions,
  };
}
