/**
 * The graphql functions the platform calls, imported from graphql's CommonJS entry on purpose:
 * @graphql-tools loads that entry under Node, while a bare 'graphql' import in Vitest resolves
 * to the .mjs build. Two copies of graphql reject each other's schemas ("Cannot use
 * GraphQLSchema from another module or realm"), so every value import goes through here.
 */
export { GraphQLError, graphql, graphqlSync } from 'graphql/index.js';
