/** The root of the actor tree with its two children's real implementations. */
import { appMachine } from '@machines/app.machine';
import { sessionLogic } from './session';
import { systemLogic } from './system';

export const appLogic = appMachine.provide({ actors: { system: systemLogic, session: sessionLogic } });
