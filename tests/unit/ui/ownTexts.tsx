/**
 * An i18next instance of a test's own, given to the tree through I18nextProvider.
 *
 * The unit test files share their worker's modules (vitest.config.ts isolate: false), the app's
 * i18next singleton among them. A file that initialised the singleton with inline texts left it
 * with them: i18next then never asks the backend again, and every later file that loads the app's
 * real texts (src/i18n initI18n + loadTexts) showed bare keys, depending on which file the worker
 * happened to run first. A test that needs only a few texts brings its own instance instead.
 */
import { createInstance, type BackendModule, type i18n as I18n, type InitOptions } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export interface OwnTexts {
  readonly i18n: I18n;
  /** The node, reading its texts from this instance. */
  wrap(node: ReactNode): ReactNode;
}

export async function ownTexts(options: InitOptions, backend?: BackendModule): Promise<OwnTexts> {
  const i18n = createInstance();
  if (backend) i18n.use(backend);
  await i18n.init({ defaultNS: 'common', interpolation: { escapeValue: false }, ...options });
  return { i18n, wrap: (node) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider> };
}
