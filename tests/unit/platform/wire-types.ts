/**
 * Checks a REST value against a type of platform.graphql: every non-null field present, every
 * scalar of the right kind, and no field the schema does not declare. This is what keeps the
 * SDL an exact description of the wire.
 */
// graphql's CommonJS entry, the copy @graphql-tools built the schema with (see schema/infra/graphql-runtime.ts).
import { isEnumType, isListType, isNonNullType, isObjectType, isOutputType, isScalarType, parseType, typeFromAST, type GraphQLOutputType } from 'graphql/index.js';
import { platformSchema } from '../../../schema/infra/sdl';

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

function check(value: unknown, type: GraphQLOutputType, path: string, problems: string[]): void {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) problems.push(`${path} is ${String(value)} but ${String(type)} is required`);
    else check(value, type.ofType, path, problems);
    return;
  }
  if (value === null || value === undefined) return;
  if (isListType(type)) {
    if (!Array.isArray(value)) problems.push(`${path} is ${kindOf(value)}, not a list`);
    else value.forEach((item: unknown, index) => check(item, type.ofType, `${path}[${index}]`, problems));
    return;
  }
  if (isScalarType(type)) {
    const fits: Record<string, boolean> = {
      Int: Number.isInteger(value),
      Float: typeof value === 'number' && Number.isFinite(value),
      String: typeof value === 'string',
      ID: typeof value === 'string' || Number.isInteger(value),
      Boolean: typeof value === 'boolean',
    };
    if (!fits[type.name]) problems.push(`${path} is ${kindOf(value)} ${JSON.stringify(value)}, not ${type.name}`);
    return;
  }
  if (isEnumType(type)) {
    if (!type.getValue(String(value))) problems.push(`${path} = ${String(value)} is not a ${type.name}`);
    return;
  }
  if (isObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) {
      problems.push(`${path} is ${kindOf(value)}, not ${type.name}`);
      return;
    }
    const record = value as Record<string, unknown>;
    const fields = type.getFields();
    for (const [name, field] of Object.entries(fields)) check(record[name], field.type, `${path}.${name}`, problems);
    for (const key of Object.keys(record)) if (!(key in fields)) problems.push(`${path}.${key} is not declared on ${type.name}`);
  }
}

/** Problems of `value` against a type expression such as "[Game!]!"; empty when it conforms. */
export function wireProblems(value: unknown, typeExpression: string): string[] {
  const type = typeFromAST(platformSchema(), parseType(typeExpression));
  if (!type || !isOutputType(type)) throw new Error(`${typeExpression} is not an output type of platform.graphql`);
  const problems: string[] = [];
  check(value, type, '$', problems);
  return problems;
}
