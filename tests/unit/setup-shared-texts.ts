/**
 * The app's i18next is one object shared by every test file of a worker (vitest.config.ts
 * isolate: false). A file that initialises it with texts of its own (inline `resources`) leaves
 * i18next never asking the real texts again, and a later file sees bare keys: a failure that
 * depends on which files a worker happens to run, and in which order. This check fails the file
 * that did it, every run. A test with texts of its own uses tests/unit/ui/ownTexts.tsx.
 */
import i18next from 'i18next';
import { getI18n } from 'react-i18next';
import { afterAll } from 'vitest';

afterAll(() => {
  if (i18next.options?.resources) {
    throw new Error("this file initialised the app's i18next with texts of its own; use tests/unit/ui/ownTexts.tsx");
  }
  const bound = getI18n();
  if (bound && bound !== i18next) {
    throw new Error("this file bound React to an i18next other than the app's (initReactI18next); use I18nextProvider (tests/unit/ui/ownTexts.tsx)");
  }
});
