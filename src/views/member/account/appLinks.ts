/**
 * The app download page's links, read from the permission info's resources (labelNameEn, url;
 * schema/seed/site.ts RESOURCES): iOS, Android and the lite (web) app, in that order, each once.
 * A resource without an http(s) URL is left out.
 */
export const APP_KINDS = ['ios', 'android', 'lite'] as const;
export type AppKind = (typeof APP_KINDS)[number];

export interface AppLink {
  readonly kind: AppKind;
  readonly url: string;
}

const KIND_OF: Readonly<Record<string, AppKind>> = { ios: 'ios', iphone: 'ios', android: 'android', apk: 'android', lite: 'lite', 'lite app': 'lite', h5: 'lite' };

export function appLinksOf(resources: readonly { readonly labelNameEn?: string | undefined; readonly url?: string | undefined }[] | undefined): AppLink[] {
  const found = new Map<AppKind, string>();
  for (const resource of resources ?? []) {
    const kind = KIND_OF[(resource.labelNameEn ?? '').trim().toLowerCase()];
    const url = resource.url?.trim() ?? '';
    if (kind && !found.has(kind) && /^https?:\/\//i.test(url)) found.set(kind, url);
  }
  return APP_KINDS.filter((kind) => found.has(kind)).map((kind) => ({ kind, url: found.get(kind) ?? '' }));
}
