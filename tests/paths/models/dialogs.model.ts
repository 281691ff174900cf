/**
 * The path model of the dialog manager: a login the user asked for and a popup of information
 * asking for their turn and giving it back, a modal the user opened, a page drawn as a dialog, the place (the home page or
 * the login page of a visitor), the first page settling, and typing in a field and leaving it. Which dialog is on screen,
 * which wait and which were dropped are part of the state.
 */
import type { DialogsMachine } from '../../../machines/app/dialogs.machine';
import type { PathModel } from '../registry';

const SETTLED = 'xstate.after.TYPING_SETTLE.dialogs.typing.settling';

const events = {
  REQUEST: [
    { type: 'REQUEST', id: 'login', tier: 'asked' },
    { type: 'REQUEST', id: 'popup', tier: 'info' },
  ],
  RELEASE: [
    { type: 'RELEASE', id: 'login' },
    { type: 'RELEASE', id: 'popup' },
  ],
  OTHER_MODALS: [
    { type: 'OTHER_MODALS', count: 1 },
    { type: 'OTHER_MODALS', count: 0, pages: 1 },
    { type: 'OTHER_MODALS', count: 0 },
  ],
  PLACE: [
    { type: 'PLACE', path: '/', signedIn: false },
    { type: 'PLACE', path: '/login', signedIn: false },
  ],
  PAGE_SETTLED: [{ type: 'PAGE_SETTLED' }],
  FIELD_FOCUS: [{ type: 'FIELD_FOCUS' }],
  FIELD_BLUR: [{ type: 'FIELD_BLUR' }],
  [SETTLED]: [{ type: SETTLED }],
};

export const dialogsModel: PathModel<DialogsMachine> = {
  events,
  serializeState: (snapshot) => {
    const { shown, requests, dropped, others, pages, placeKnown, pageSettled, infoDropped } = snapshot.context;
    return JSON.stringify({
      value: snapshot.value,
      shown,
      waiting: requests.map((request) => request.id).filter((id) => id !== shown),
      dropped,
      others,
      pages,
      place: placeKnown ? (infoDropped ? 'drops' : 'shows') : 'unknown',
      pageSettled,
    });
  },
  describeEvent: (event) => {
    const e = event as typeof event & { id?: string; count?: number; pages?: number; path?: string };
    if (event.type === 'REQUEST' || event.type === 'RELEASE') return `${event.type} ${e.id}`;
    if (event.type === 'OTHER_MODALS') return `${e.count} other modal(s)${e.pages ? `, ${e.pages} page(s) as dialogs` : ''}`;
    if (event.type === 'PLACE') return `at ${e.path}`;
    return event.type;
  },
};
