/** The path model of the help centre: the topics load (some, none) or fail and are retried; a term is opened; the search narrows the topics. */
import type { HelpCenterEntry } from '../../../src/api';
import type { HelpCentreMachine } from '../../../machines/support/helpCentre.machine';
import type { PathModel } from '../registry';

const DONE = 'xstate.done.actor.loadHelp';
const ERROR = 'xstate.error.actor.loadHelp';

const article = (anchor: string, sort: number, title: string, content: string): HelpCenterEntry =>
  ({ id: `help-${anchor}`, anchor, sort, title, content }) as unknown as HelpCenterEntry;

export const HELP_SAMPLES: readonly HelpCenterEntry[] = [
  article('about', 1, 'Sobre nosotros', '<p>Plataforma de entretenimiento.</p>'),
  article('deposit', 2, 'Cómo depositar', '<ol><li>Elige Depósito.</li></ol>'),
];

const events = {
  [DONE]: [
    { type: DONE, output: HELP_SAMPLES },
    { type: DONE, output: [] },
  ],
  [ERROR]: [{ type: ERROR, error: { messageKey: 'errors:networkAbnormal' } }],
  SELECT: [{ type: 'SELECT', term: 'deposit' }],
  SEARCH: [
    { type: 'SEARCH', query: 'deposit' },
    { type: 'SEARCH', query: '' },
  ],
  LANGUAGE: [
    { type: 'LANGUAGE', language: 'en' },
    { type: 'LANGUAGE', language: 'es' },
  ],
  RETRY: [{ type: 'RETRY' }],
};

export const helpCentreModel: PathModel<HelpCentreMachine> = {
  input: { term: null, language: 'es' },
  stitchTours: true,
  events,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, term: snapshot.context.term, query: snapshot.context.query, language: snapshot.context.language }),
  describeEvent: (event) => (event.type === DONE ? `${DONE} (${(event as unknown as { output: unknown[] }).output.length} topics)` : JSON.stringify(event)),
};
