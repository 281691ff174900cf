/**
 * The path model of the public popups: the reader becomes known (a visitor, a member, a member on
 * a first login, a free-play account that is due none), the popups load (one of each execution,
 * two for members; or none) or fail, the queue is closed one by one, and the reader changes (sign in, sign out) with an audience that
 * has or has not closed its popups. Language changes are the unit tests' (publicPopups.test.ts).
 */
import type { Announcement } from '../../../src/api';
import type { PopupViewer, PublicPopupsMachine } from '../../../machines/app/publicPopups.machine';
import type { PathModel } from '../registry';

const DONE = 'xstate.done.actor.loadPopups';
const ERROR = 'xstate.error.actor.loadPopups';

const popup = (id: string, execution: string, title: string): Announcement =>
  ({ id, execution, title, content: `<p>${title}</p>`, announcementImages: [] }) as unknown as Announcement;

export const POPUP_SAMPLES: readonly Announcement[] = [
  popup('pp-b', 'B', 'Para visitantes'),
  popup('pp-a1', 'A', 'Para miembros'),
  popup('pp-f', 'F', 'Primer ingreso'),
  popup('pp-a2', 'A', 'Otra para miembros'),
];

export const VIEWERS = {
  visitor: { audience: 'visitor', firstLogin: false, language: 'es' },
  member: { audience: 'member', firstLogin: false, language: 'es' },
  firstLogin: { audience: 'member', firstLogin: true, language: 'es' },
  trial: { audience: 'member', account: 'trial', firstLogin: false, language: 'es' },
} as const satisfies Record<string, PopupViewer>;

const events = {
  VIEWER: [
    { type: 'VIEWER', viewer: VIEWERS.visitor },
    { type: 'VIEWER', viewer: VIEWERS.member },
    { type: 'VIEWER', viewer: VIEWERS.firstLogin },
    { type: 'VIEWER', viewer: VIEWERS.trial },
  ],
  CLOSE: [{ type: 'CLOSE' }],
  [DONE]: [
    { type: DONE, output: POPUP_SAMPLES },
    { type: DONE, output: [] },
  ],
  [ERROR]: [{ type: ERROR, error: { messageKey: 'errors:networkAbnormal' } }],
};

export const publicPopupsModel: PathModel<PublicPopupsMachine> = {
  input: { closed: { member: false, visitor: false } },
  stitchTours: true,
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      viewer: snapshot.context.viewer ? `${snapshot.context.viewer.account ?? snapshot.context.viewer.audience}${snapshot.context.viewer.firstLogin ? '+first' : ''}` : null,
      closed: snapshot.context.closed,
      queue: snapshot.context.queue.length,
    }),
  describeEvent: (event) => {
    if (event.type === 'VIEWER') {
      const viewer = (event as unknown as { viewer: PopupViewer }).viewer;
      return `VIEWER ${viewer.account ?? viewer.audience}${viewer.firstLogin ? ' (first login)' : ''}`;
    }
    if (event.type === DONE) return `${DONE} (${(event as unknown as { output: unknown[] }).output.length} popups)`;
    return event.type;
  },
};
