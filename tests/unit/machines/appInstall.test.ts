/** The install chart with a fake browser: what the entry offers, what the browser is told, and how each answer ends. */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { appInstallMachine, type BrowserCommand, type BrowserReport } from '../../../machines/app/appInstall.machine';
import { connectAppInstall } from '../../../machines/app/appInstall.connect';
import { isIos } from '../../../src/app/wiring/app/appInstall';

function start(first: BrowserReport['type']) {
  const commands: BrowserCommand['type'][] = [];
  let report: (event: BrowserReport) => void = () => undefined;
  const browser = fromCallback<BrowserCommand>(({ sendBack, receive }) => {
    report = sendBack;
    receive((command) => commands.push(command.type));
    sendBack({ type: first });
  });
  const actor = createActor(appInstallMachine.provide({ actors: { browser } })).start();
  const view = () => connectAppInstall(actor.getSnapshot(), (event) => actor.send(event));
  return { commands, view, report: (type: BrowserReport['type']) => report({ type }) };
}

describe('appInstall', () => {
  it('offers nothing before the browser has said what it can do', () => {
    const actor = createActor(appInstallMachine).start();
    // the placeholder browser offers nothing: the lite entry keeps opening the site
    expect(connectAppInstall(actor.getSnapshot(), () => undefined).entry).toBe('none');
  });

  it('offers the browser prompt once kept, shows it once on press, and is done when the app is installed', () => {
    const { view, commands, report } = start('PROMPT_AVAILABLE');
    expect(view()).toMatchObject({ entry: 'prompt', busy: false, guideOpen: false });
    view().install();
    expect(commands).toEqual(['PROMPT']);
    expect(view()).toMatchObject({ entry: 'prompt', busy: true });
    // a second press while the prompt is up asks nothing more
    view().install();
    expect(commands).toEqual(['PROMPT']);
    report('ACCEPTED');
    expect(view()).toMatchObject({ entry: 'installing', busy: true });
    report('INSTALLED');
    expect(view()).toMatchObject({ entry: 'installed', busy: false });
    // a later prompt or display-mode change does not bring the entry back
    report('PROMPT_AVAILABLE');
    report('STANDALONE');
    expect(view().entry).toBe('installed');
  });

  it('hides the entry when the prompt is dismissed or fails, until the browser offers another', () => {
    const { view, commands, report } = start('NOT_OFFERED');
    expect(view().entry).toBe('none');
    report('PROMPT_AVAILABLE');
    view().install();
    report('DISMISSED');
    expect(view()).toMatchObject({ entry: 'none', busy: false });
    report('PROMPT_AVAILABLE');
    expect(view().entry).toBe('prompt');
    view().install();
    report('PROMPT_FAILED');
    expect(view().entry).toBe('none');
    expect(commands).toEqual(['PROMPT', 'PROMPT']);
  });

  it('offers nothing when the app runs installed, and notices when it starts to', () => {
    expect(start('STANDALONE').view().entry).toBe('installed');
    const { view, report } = start('PROMPT_AVAILABLE');
    report('STANDALONE');
    expect(view().entry).toBe('installed');
  });

  it('the app installed another way (the browser menu) hides the entry from anywhere', () => {
    const { view, report } = start('PROMPT_AVAILABLE');
    report('INSTALLED');
    expect(view().entry).toBe('installed');
  });

  it('on iOS the entry opens the Add to Home Screen guide and closes it, never asking the browser for a prompt', () => {
    const { view, commands } = start('IOS');
    expect(view()).toMatchObject({ entry: 'guide', guideOpen: false });
    view().install();
    expect(view()).toMatchObject({ entry: 'guide', guideOpen: true });
    view().closeGuide();
    expect(view()).toMatchObject({ entry: 'guide', guideOpen: false });
    expect(commands).toEqual([]);
  });

  it('tells iOS and iPadOS (a Mac with touch) from other browsers', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile', 5)).toBe(false);
  });
});
