/** System: status with the permission info, whitelabel tree, register rules, domains, help, countries. */
import { z } from 'zod';
import { CUSTOMER_SERVICE_PATH_KEY } from '../../src/api/routes.js';
import { sealText } from '../infra/crypto.js';
import { whitelabelTree, type RegisterFieldSetting } from '../seed/settings.js';
import { languageFrom } from '../seed/text.js';
import type { Scenario } from '../state/scenario.js';
import { contentOverride } from './content.js';
import { defineHandlers, field, input, ok, type RouteContext } from './http.js';

/** The register rules on the wire: an object keyed by field name (API.md "Register settings"). */
export function registerSettingsValue(scenario: Scenario): Record<string, RegisterFieldSetting> {
  return Object.fromEntries(scenario.registerFields);
}

/** Customer-service paths the platform serves itself are made absolute on the caller's origin. */
function absolute(context: RouteContext, path: string): string {
  return path.startsWith('/') ? new URL(path, context.origin).toString() : path;
}

/** The origin a proxy in front says the browser used (X-Forwarded-Host and -Proto), if it says. */
function forwardedOrigin(headers: Headers): string | null {
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (!host) return null;
  const scheme = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${scheme}://${host}`;
}

export function permissionInfo(context: RouteContext) {
  const { site } = context.catalogue;
  return {
    // Paths sealed (SPEC.md §3 "path encrypted"); the client opens them with the same key.
    customerService: site.customerService.map((entry) => ({ ...entry, path: sealText(absolute(context, entry.path), CUSTOMER_SERVICE_PATH_KEY) })),
    // The domain routing for this request (the domain check, ours): the brand's domains plus the
    // host the app is served on, unless the scenario refuses it (control setHostAllowed). That host
    // is the browser's Origin on a cross-origin call (VITE_API_BASE), the front server's behind a
    // proxy (X-Forwarded-Host, nginx: schema/host/nginx.ts), else the platform's own.
    domainRoute: context.scenario.settings.hostAllowed
      ? [...site.domainRoute, { url: context.request.headers.get('origin') ?? forwardedOrigin(context.request.headers) ?? context.origin, type: 'MIRROR' }]
      : site.domainRoute,
    resources: context.scenario.resources ?? site.resources,
    mainDomain: site.mainDomain,
    whitelabel: whitelabelTree(context.scenario.flags),
    register: registerSettingsValue(context.scenario),
    analytics: site.analytics,
    // Images and games are served by this platform, so its origin is the only CDN.
    imageCDNs: [context.origin],
    launchGameCDNs: [context.origin],
  };
}

export const systemHandlers = defineHandlers({
  systemStatus: (context) => {
    const status = context.scenario.settings.systemStatus;
    return ok({
      maintenance: status === 1,
      regionRestriction: status === 2,
      info: permissionInfo(context),
      location: { ip: context.clientIp },
    });
  },

  whitelabel: (context) => ok(whitelabelTree(context.scenario.flags)),

  registerSettings: (context) => ok(registerSettingsValue(context.scenario)),

  domainRoute: (context) => ok(context.catalogue.site.domainRoute),

  helpCenter: (context) => {
    const fields = input(context, z.object({ lang: field.optionalText(), device: field.optionalText() }));
    const language = fields.lang ? languageFrom(fields.lang) : context.language;
    const replaced = contentOverride(context.scenario, 'HELP_ARTICLE');
    if (replaced) return ok({ list: replaced.map((item) => ({ id: item.id, anchor: item.id, title: item.title, content: item.content, sort: item.index + 1 })) });
    return ok({
      list: context.catalogue.helpArticles.map((article) => ({ ...article, title: article.title[language], content: article.content[language] })),
    });
  },

  countries: (context) => ok(context.catalogue.countries.map((country) => ({ ...country, name: country.name[context.language] }))),
});
