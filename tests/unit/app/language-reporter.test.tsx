// @vitest-environment jsdom
/**
 * The root hears a switch of language, not i18next's word that it has started in the language the
 * page already runs in: the notices (the banners and the marquee) are asked for once on a first
 * load, and again only in a new language.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { noticesMachine, type NoticesData } from '../../../machines/app/notices.machine';
import { systemMachine, type SystemStatusResult } from '../../../machines/app/system.machine';
import { RootProvider } from '../../../src/app/actors';
import { permissionInfoSchema } from '../../../src/api';
import { appLogic } from '../../../src/app/wiring/app/app';
import { currentLanguage, i18next } from '../../../src/i18n';
import { mountRoot, type MountedRoot } from '../ui/mountRoot';

let asked: string[] = [];
const notices = noticesMachine.provide({
  actors: {
    load: fromPromise<NoticesData>(async () => {
      asked.push(currentLanguage());
      return { banners: [], notices: [] };
    }),
  },
});
// the platform is up: the root runs its children, the notices among them
const open: SystemStatusResult = { status: 0, info: permissionInfoSchema.parse({ mainDomain: 'example.test' }), flags: {}, visitorIp: null };
const system = systemMachine.provide({ actors: { loadStatus: fromPromise<SystemStatusResult>(async () => open) } });
const logic = appLogic.provide({ actors: { system, notices } });

const said = (language: string) => act(() => void i18next.emit('languageChanged', language));

let mounted: MountedRoot;
let started: string;
beforeEach(() => {
  asked = [];
  started = currentLanguage();
  mounted = mountRoot();
});
afterEach(() => mounted.unmount());

describe('the language reporter', () => {
  it("asks for the notices once when i18next says it started in the page's language, and again on each switch", async () => {
    mounted.render(<RootProvider logic={logic}>{null}</RootProvider>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked).toHaveLength(1);
    // i18next's start, once the first texts are in (after the root is up, on a fast load)
    said(started);
    expect(asked).toHaveLength(1);
    const other = started === 'en' ? 'es' : 'en';
    said(other);
    expect(asked).toHaveLength(2);
    said(other);
    expect(asked).toHaveLength(2);
    said(started);
    expect(asked).toHaveLength(3);
  });
});
