import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // Statecharts stay framework- and platform-neutral (DESIGN.md): no React, no fetch, no window.
    files: ['machines/**/*.ts'],
    rules: {
      // Machines may depend on the adapter's types (PlatformApi, schemas), never on its code.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@xstate/react'], message: 'Statecharts stay framework-neutral.' },
            { group: ['../src/*', '../../src/*', '@api/*'], allowTypeImports: true, message: 'Only types from the adapter.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    // Untrusted HTML reaches the DOM only through src/ui/SafeHtml.tsx (DOMPurify right before
    // rendering). src/dev/live-view.tsx is exempt: it inserts the SVG our own chart renderer drew
    // from the statechart definitions (no platform data), and only in the dev server.
    files: ['**/*.{ts,tsx,js,jsx}'],
    ignores: ['src/ui/SafeHtml.tsx', 'src/dev/live-view.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML'], Property[key.name='dangerouslySetInnerHTML']",
          message: 'Render HTML only through <SafeHtml html={…} /> (src/ui/SafeHtml.tsx), which sanitises it with DOMPurify.',
        },
      ],
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
    // Playwright fixtures call `use()` and destructure `{}`: neither is React.
    files: ['tests/e2e/**/*.ts', 'tests/paths/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
