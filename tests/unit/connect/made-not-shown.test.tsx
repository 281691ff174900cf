// @vitest-environment jsdom
/**
 * What the pages say when the platform made a change but its answer did not carry the
 * result, in both languages: responsible gaming's change saved whose settings could not be read
 * after it (never the refusal's error; a reload on the notice), and the authenticator's secret
 * issued but not sent (its own message with a retry, never an empty key or "Unknown error").
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectResponsibleGaming, type ResponsibleGamingView } from '../../../machines/member/responsibleGaming.connect';
import { responsibleGamingMachine, type ChangeResult } from '../../../machines/member/responsibleGaming.machine';
import { connectSecurityTask, type SecurityTaskView } from '../../../machines/security/securityTask.connect';
import { securityTaskMachine } from '../../../machines/security/securityTask.machine';
import type { AuthenticatorSecret } from '../../../src/api';
import { changeLanguage, initI18n, loadTexts } from '../../../src/i18n';
import { RG_PLAIN } from '../../paths/models/account-samples';
import { mountRoot, type MountedRoot } from '../ui/mountRoot';

const shown = vi.hoisted(() => ({ rg: null as ResponsibleGamingView | null, task: null as SecurityTaskView | null }));
vi.mock('../../../src/views/member/account/useResponsibleGaming', () => ({ useResponsibleGaming: () => shown.rg }));
vi.mock('../../../src/views/member/security/useSecurityCentre', () => ({ useSecurityTask: () => shown.task }));

const { default: ResponsibleGamingPage } = await import('../../../src/views/member/account/ResponsibleGamingPage');
const { TaskDialog } = await import('../../../src/views/member/security/TaskDialog');

/** The chart after a cool-off made (answered without the state) whose read after it failed. */
async function savedUnread(): Promise<ResponsibleGamingView> {
  const reads = [RG_PLAIN];
  const actor = createActor(
    responsibleGamingMachine.provide({
      actors: {
        loadState: fromPromise(async () => {
          const next = reads.shift();
          if (!next) throw Object.assign(new Error('read failed'), { messageKey: 'errors:networkAbnormal' });
          return next;
        }),
        applyChange: fromPromise(async (): Promise<ChangeResult> => ({ state: null })),
      },
    }),
  ).start();
  await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
  actor.send({ type: 'ASK_COOL_OFF', days: 7 });
  actor.send({ type: 'CONFIRM' });
  await waitFor(actor, (snapshot) => snapshot.hasTag('savedUnread'));
  const view = connectResponsibleGaming(actor.getSnapshot(), (event) => actor.send(event));
  actor.stop();
  return view;
}

/** The bind dialog's chart after the issue answered without the secret. */
async function secretNotSent(): Promise<SecurityTaskView> {
  const actor = createActor(securityTaskMachine.provide({ actors: { prepareTask: fromPromise(async (): Promise<AuthenticatorSecret | null> => null), saveTask: fromPromise(async () => {}) } }), { input: { task: 'bindAuthenticator' } }).start();
  await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
  const view = connectSecurityTask(actor.getSnapshot(), (event) => actor.send(event));
  actor.stop();
  return view;
}

describe('made, not shown: the pages say so', () => {
  let mounted: MountedRoot | null = null;
  const render = (node: React.ReactNode) => {
    mounted = mountRoot();
    mounted.render(node);
  };
  const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await loadTexts(['account', 'security', 'errors']);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    document.body.innerHTML = '';
  });
  afterAll(async () => {
    await changeLanguage('es');
    localStorage.clear();
  });

  it.each([
    ['es', /^Cambio guardado\. No pudimos leer tu configuración.*Volver a cargar la configuración$/],
    ['en', /^Change saved\. We could not read your settings.*Reload settings$/],
  ])('responsible gaming (%s): the change saved, the reload offered, no error', async (language, said) => {
    await changeLanguage(language);
    await loadTexts(['account', 'errors']);
    shown.rg = await savedUnread();
    render(<ResponsibleGamingPage />);
    await vi.waitFor(() => expect(text('rg-notice')).toMatch(said), { timeout: 10_000 });
    expect(document.querySelector('[data-testid="rg-error"]')).toBeNull();
    expect(document.querySelector<HTMLButtonElement>('[data-testid="rg-cooloff-1"]')?.disabled).toBe(true);
  });

  it.each([
    ['es', /^Se creó una clave nueva para tu app de autenticación, pero no nos llegó/],
    ['en', /^A new key for your authenticator app was made, but it did not reach us/],
  ])('the authenticator (%s): the key made but not sent, a retry, never an empty key', async (language, said) => {
    await changeLanguage(language);
    await loadTexts(['security', 'errors']);
    shown.task = await secretNotSent();
    render(<TaskDialog task="bindAuthenticator" onClose={() => {}} onDone={() => {}} />);
    await vi.waitFor(() => expect(text('security-task-failure')).toMatch(said), { timeout: 10_000 });
    expect(document.querySelector('[data-testid="security-task-failure"] button')).not.toBeNull();
    expect(document.querySelector('[data-testid="security-secret"]')).toBeNull();
  });
});
