/** Site-wide calls: status and permission info, feature flags, register rules, reference lists. */
import type * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import {
  countriesSchema,
  domainRouteSchema,
  flattenWhitelabel,
  helpCenterSchema,
  registerSettingsSchema,
  systemStatusValueSchema,
  whitelabelTreeSchema,
  type SystemStatusCode,
} from './schemas';

type StatusValue = z.output<typeof systemStatusValueSchema>;

export interface SystemStatus {
  /** 0 normal, 1 maintenance, 2 region restriction. */
  readonly status: SystemStatusCode;
  readonly info: StatusValue['info'];
  readonly location: StatusValue['location'];
  /** info.whitelabel flattened: modId → enabled. */
  readonly flags: Record<string, boolean>;
}

/** API.md "Status": maintenance wins over region restriction. */
export function deriveStatusCode(value: Pick<StatusValue, 'maintenance' | 'regionRestriction'>): SystemStatusCode {
  if (value.maintenance) return 1;
  if (value.regionRestriction) return 2;
  return 0;
}

export function createSystemApi({ request, getLanguage }: PlatformRequester) {
  return {
    /** GET /wps/system/status: whether the site runs, and the permission info. */
    async getStatus(options: CallOptions = {}): Promise<SystemStatus> {
      const value = await request('systemStatus', { schema: systemStatusValueSchema, ...options });
      return {
        status: deriveStatusCode(value),
        info: value.info,
        location: value.location,
        flags: flattenWhitelabel(value.info.whitelabel),
      };
    },

    /** GET /wps/system/whitelabel: the feature tree and its flattened flags. */
    async getWhitelabel(options: CallOptions = {}) {
      const tree = await request('whitelabel', { schema: whitelabelTreeSchema, ...options });
      return { tree, flags: flattenWhitelabel(tree) };
    },

    /** GET /wps/system/setting/register: per-field rules of the register form. */
    getRegisterSettings(options: CallOptions = {}) {
      return request('registerSettings', { schema: registerSettingsSchema, ...options });
    },

    /** GET /wps/system/domainRoute: mirror domains. */
    getDomainRoute(options: CallOptions = {}) {
      return request('domainRoute', { schema: domainRouteSchema, ...options });
    },

    /** GET /wps/system/helpCenter (lang, device WEB). */
    getHelpCenter(params: { lang?: string } = {}, options: CallOptions = {}) {
      return request('helpCenter', {
        schema: helpCenterSchema,
        query: { lang: params.lang ?? getLanguage(), device: 'WEB' },
        ...options,
      });
    },

    /** GET /wps/system/country: country codes and dialing codes. */
    getCountries(options: CallOptions = {}) {
      return request('countries', { schema: countriesSchema, ...options });
    },
  };
}
