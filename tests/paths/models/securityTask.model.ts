/**
 * The path model of a security task, drawn for binding the authenticator (the task whose prepare
 * step calls the platform): the secret issued, issued without it in the answer, or refused (retry), the app's code accepted or
 * refused at its field, a second try.
 */
import type { PathModel } from '../registry';
import type { SecurityTaskMachine } from '../../../machines/security/securityTask.machine';
import { SECRET } from './security-samples';

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

const events = {
  // null: the platform issued a secret but its answer did not carry it: prepareFailed, its own message
  [done('prepareTask')]: [{ type: done('prepareTask'), output: SECRET }, { type: done('prepareTask'), output: null }],
  [error('prepareTask')]: [{ type: error('prepareTask'), error: { kind: 'http', httpStatus: 500, errorCode: null, messageKey: 'errors:networkAbnormal' } }],
  [done('saveTask')]: [{ type: done('saveTask') }],
  [error('saveTask')]: [{ type: error('saveTask'), error: { kind: 'envelope', errorCode: 'authenticator.code.invalid', messageKey: 'errors:authenticatorCodeInvalid', value: { field: 'code' } } }],
  RETRY: [{ type: 'RETRY' }],
  SUBMIT: [{ type: 'SUBMIT', values: { code: '123456' } }],
};

export const securityTaskModel: PathModel<SecurityTaskMachine> = {
  stitchTours: true,
  events,
  input: { task: 'bindAuthenticator' },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, refused: snapshot.context.errorKey !== null, secret: snapshot.context.secret !== null }),
};
