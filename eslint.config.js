import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Globals a statechart may not touch: effects belong to the wiring, which the chart names. */
const MACHINE_FORBIDDEN_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'window', 'document', 'navigator', 'history', 'location', 'localStorage', 'sessionStorage'];

/** src/ may not import tests/ or schema/ (the embedded platform). */
const APP_PATTERNS = [
  { group: ['**/tests/*', '**/tests/**'], message: 'The app never imports test code: UI maps, path models and helpers live under tests/.' },
  { group: ['**/schema/*', '**/schema/**', '@schema/*'], message: 'The app never imports the embedded platform: the wire contract is src/api/routes.ts.' },
];

const UNSAFE_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML'], Property[key.name='dangerouslySetInnerHTML']",
  message: 'Render HTML only through <SafeHtml html={…} /> (src/ui/SafeHtml.tsx), which sanitises it with DOMPurify.',
};

/**
 * The build preloads, with each dynamic import(), what that site may need: a site that picks one of
 * two modules in a conditional preloads both (a first visit fetched parse5's sanitiser that way:
 * docs/PERFORMANCE.md item 18). One import() per site; pick between importers instead.
 */
const ONE_MODULE_PER_IMPORT_SITE = {
  selector: 'ConditionalExpression ImportExpression',
  message: 'One module per import() site: the build preloads both branches of a conditional. Pick between importers instead (src/ui/SafeHtml.tsx importers[kind]).',
};

const VIEW_READS_STATE_NAME = {
  selector: "CallExpression[callee.property.name='matches']",
  message: "Views do not read state names: the chart's connect function (machines/<feature>/<chart>.connect.ts) says what a state means.",
};

/** A lazily loaded component goes through lazyChunk, so a chunk that failed to arrive is asked for again. */
const LAZY_WITHOUT_RETRY = { name: 'react', importNames: ['lazy'], message: 'Use lazyChunk (src/ui/loadChunk.ts): it retries a chunk that failed to arrive (offline, a dropped request).' };
const SUSPENSE_WITHOUT_REDRAW = { name: 'react', importNames: ['Suspense'], message: 'Use SuspenseBoundary (src/ui/SuspenseBoundary.tsx): it draws the content as soon as its code or texts arrive, not after React\'s throttled reveal.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'docs/charts/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The layering (docs/ARCHITECTURE.md "Layers and the rules that hold them"). Statecharts stay
    // framework- and platform-neutral: no React, no DOM, no fetch; only types from the adapter.
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@xstate/react'], message: 'Statecharts stay framework-neutral: React belongs to src/views and src/app.' },
            { group: ['**/src/*', '@api/*'], allowTypeImports: true, message: 'Statecharts use only types from the adapter; the wiring (src/app/wiring) makes the calls.' },
            { group: ['**/tests/*', '**/schema/*', '@schema/*'], message: 'Statecharts never import test code or the embedded platform.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...MACHINE_FORBIDDEN_GLOBALS],
    },
  },
  {
    // The app never imports test code or the embedded platform (it talks to whichever platform over HTTP).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/views/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: APP_PATTERNS, paths: [LAZY_WITHOUT_RETRY, SUSPENSE_WITHOUT_REDRAW] }] },
  },
  {
    // the one place React.lazy is called: through loadChunk's retries
    files: ['src/ui/loadChunk.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: APP_PATTERNS, paths: [SUSPENSE_WITHOUT_REDRAW] }] },
  },
  {
    // the one place React's Suspense is used: the boundary that draws again when code or texts arrive
    files: ['src/ui/SuspenseBoundary.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: APP_PATTERNS, paths: [LAZY_WITHOUT_RETRY] }] },
  },
  {
    // the app's own code (views add their own rules below, this one with them)
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['src/views/**'],
    rules: { 'no-restricted-syntax': ['error', ONE_MODULE_PER_IMPORT_SITE] },
  },
  {
    // Views render a chart's connect API: they call no adapter, own no actor and read no state names.
    files: ['src/views/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...APP_PATTERNS,
            { group: ['@api/*', '**/api', '**/api/*'], allowTypeImports: true, message: 'Views call no adapter: a chart\'s wiring (src/app/wiring) does; views may use its types.' },
          ],
          paths: [
            LAZY_WITHOUT_RETRY,
            SUSPENSE_WITHOUT_REDRAW,
            { name: '@xstate/react', importNames: ['useActorRef', 'useMachine', 'createActorContext'], message: 'Views own no actor: the root spawns flows (useFlow in src/app/actors.tsx).' },
            { name: 'xstate', importNames: ['createActor'], message: 'Views own no actor: the root spawns flows (useFlow in src/app/actors.tsx).' },
          ],
        },
      ],
      'no-restricted-syntax': ['error', UNSAFE_HTML, VIEW_READS_STATE_NAME, ONE_MODULE_PER_IMPORT_SITE],
    },
  },
  {
    // The app's code never writes markup into the DOM by hand either (tests may clear their hosts).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['src/dev/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Use <SafeHtml> for HTML from the platform, React for the rest.' },
        { property: 'outerHTML', message: 'Use <SafeHtml> for HTML from the platform, React for the rest.' },
        { property: 'insertAdjacentHTML', message: 'Use <SafeHtml> for HTML from the platform, React for the rest.' },
      ],
    },
  },
  {
    // One "today" per run: a spec, a UI map or a path model takes its dates from
    // tests/today.ts (the run's clock, which TEST_TODAY moves), never from the real one; elapsed
    // time is performance.now(). The Vitest files among them run on the run's clock already
    // (tests/unit/setup-run-clock.ts).
    files: ['tests/e2e/**/*.ts', 'tests/paths/**/*.ts', 'tests/run-clock-check.ts'],
    ignores: ['tests/paths/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "A date comes from the run's clock: runDate(), today(), daysAgo() in tests/today.ts." },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "The run's clock is runNow() (tests/today.ts); elapsed time is performance.now()." },
        { selector: "CallExpression[callee.property.name='install'][callee.object.property.name='clock']", message: "The context's clock is installed on the run's clock already (installRunClock, tests/today.ts): pauseAt, runFor or fastForward from there; setSystemTime moves it." },
      ],
    },
  },
  {
    // Playwright fixtures call `use()` and destructure `{}`: neither is React.
    files: ['tests/e2e/**/*.ts', 'tests/paths/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
