/** Inline emblems for the status pages (no network, no icon font). */
const common = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const WrenchIcon = () => (
  <svg {...common}><path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8-1.3-1.3a4 4 0 0 1-5-5L10 5l2 2 2-2z" /><path d="M3 21l6-6" /></svg>
);
export const GlobeLockIcon = () => (
  <svg {...common}><circle cx="11" cy="11" r="8" /><path d="M3 11h16M11 3a12 12 0 0 1 0 16M11 3a12 12 0 0 0 0 16" /><rect x="15" y="16" width="7" height="5" rx="1" /><path d="M16.5 16v-1.5a2 2 0 0 1 4 0V16" /></svg>
);
export const ShieldIcon = () => (
  <svg {...common}><path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" /><path d="M9 9l6 6M15 9l-6 6" /></svg>
);
export const PlugIcon = () => (
  <svg {...common}><path d="M9 7V3M15 7V3M7 7h10v4a5 5 0 0 1-10 0z" /><path d="M12 16v5" /></svg>
);
