/** The root of the actor tree with its children's real implementations. */
import { appMachine } from '@machines/app/app.machine';
import { noticesLogic } from './notices';
import { sessionLogic } from '../auth/session';
import { systemLogic } from './system';

export const appLogic = appMachine.provide({ actors: { system: systemLogic, session: sessionLogic, notices: noticesLogic } });
