/**
 * The platform's GraphQL schema: resource types (platform.graphql) plus the control operations
 * (control/control.graphql). Read from disk, so the .graphql files stay the single
 * source of truth; built once per process.
 */
import { readFileSync } from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';

export function readTypeDefs(): string[] {
  return ['../platform.graphql', '../control/control.graphql'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'));
}

let schema: GraphQLSchema | undefined;

/** The plain schema (no resolvers); the MockStore and the control endpoint build on it. */
export function platformSchema(): GraphQLSchema {
  schema ??= makeExecutableSchema({ typeDefs: readTypeDefs() });
  return schema;
}
