/** The path model of the new-downline form: the rules loaded or not (retry), a create accepted, refused at a field or above the form, and another one. */
import type { PathModel } from '../registry';
import type { RegisterDownlineMachine } from '../../../machines/agent/registerDownline.machine';
import { CREATED_MEMBER, REGISTER_SETTINGS } from './register-samples';

const LOAD_DONE = 'xstate.done.actor.loadSettings';
const LOAD_ERROR = 'xstate.error.actor.loadSettings';
const CREATE_DONE = 'xstate.done.actor.createDownline';
const CREATE_ERROR = 'xstate.error.actor.createDownline';

const events = {
  [LOAD_DONE]: [{ type: LOAD_DONE, output: REGISTER_SETTINGS }],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  [CREATE_DONE]: [{ type: CREATE_DONE, output: CREATED_MEMBER }],
  [CREATE_ERROR]: [
    { type: CREATE_ERROR, error: { kind: 'envelope', errorCode: 'username.exists', messageKey: 'errors:unknown', field: 'username', fieldMessage: { key: 'server.usernameTaken' } } },
    { type: CREATE_ERROR, error: { kind: 'envelope', errorCode: '#727', messageKey: 'errors:systemBusy' } },
  ],
  SUBMIT: [{ type: 'SUBMIT', downline: { username: 'newmember1', password: 'Clave2024', confirmPassword: 'Clave2024', accountType: 'MEMBER' } }],
  RETRY: [{ type: 'RETRY' }],
  ANOTHER: [{ type: 'ANOTHER' }],
};

export const registerDownlineModel: PathModel<RegisterDownlineMachine> = {
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      fieldRefused: Object.keys(snapshot.context.fieldErrors).length > 0,
      refused: snapshot.context.errorKey !== null && snapshot.value !== 'loadFailed',
      another: snapshot.context.formKey > 0,
    }),
  stitchTours: true,
};
