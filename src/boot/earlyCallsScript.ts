/**
 * Builds index.html's inline script that starts the early calls (earlyCalls.ts). It resolves the
 * interface language as src/i18n does (stored `lang`, then `hisLang`, exact code or its base, else
 * the default) and sends the platform's headers as the adapter does (src/api/request.ts); the
 * URLs come from the route table and the same query builders, so nothing is spelled twice by hand.
 */
import { noticesQuery, SHELL_NOTICE_TYPES } from '../api/noticesQuery.js';
import { AGENT_CENTRE_ADDRESS } from '../app/addresses.js';
import { ROUTES, type RouteSpec } from '../api/routes.js';
import { buildUrl } from '../api/url.js';

export interface EarlyCall {
  readonly url: string;
  /** A platform call (the platform's headers); false: a plain GET of a static file. */
  readonly platform: boolean;
  /** The session token goes with it when there is one (a call whose route takes it). */
  readonly withToken: boolean;
  /** The route goes through the v3 gateway (its header, as the adapter sends it). */
  readonly gatewayV3?: boolean;
  /** Made only when a session token is stored: the session restore's call, which a visitor never makes. */
  readonly signedInOnly?: boolean;
  /** Made only on an address this pattern (a RegExp's source, case-insensitive) matches. */
  readonly onlyAt?: string;
}

export interface EarlyCallsOptions {
  readonly merchantCode: string;
  readonly supportedLanguages: readonly string[];
  readonly defaultLanguage: string;
  /** Each language's first-page text files (built asset URLs); none in development. */
  readonly textUrls: Readonly<Record<string, readonly string[]>>;
  /**
   * Each language's first-page texts gathered in one file (earlyCallsPlugin.ts), keyed by the
   * text files' URLs: asked for instead of them. A text missing from it, or the whole file
   * failing, is fetched from its own URL.
   */
  readonly textBundles?: Readonly<Record<string, string>>;
}

/**
 * The calls for one language: the texts, the system status, the shell's banners and notices, and
 * in the agent centre with a stored token the member's info, which restores the session. The
 * centre draws nothing but a spinner until that restore, and the app asked for it only after its
 * code had run and the status had answered. Elsewhere the first paint (the lobby's banner) does
 * not wait on it, and a seventh early request queued behind the six connections a phone opens to
 * the host: Lighthouse's largest paint on member pages went from a median of 2,340 to 2,429 ms.
 */
export function earlyCallsFor(language: string, textUrls: readonly string[]): EarlyCall[] {
  return [
    ...textUrls.map((url) => ({ url, platform: false, withToken: false })),
    platformCall(ROUTES.systemStatus, buildUrl('', ROUTES.systemStatus.path)),
    platformCall(ROUTES.notices, buildUrl('', ROUTES.notices.path, noticesQuery({ types: SHELL_NOTICE_TYPES }, language))),
    { ...platformCall(ROUTES.memberInfo, buildUrl('', ROUTES.memberInfo.path)), signedInOnly: true, onlyAt: AGENT_CENTRE_ADDRESS.source },
  ];
}

function platformCall(route: RouteSpec, url: string): EarlyCall {
  return { url, platform: true, withToken: route.token !== 'none', gatewayV3: route.gatewayV3 === true };
}

export function earlyCallsScript(options: EarlyCallsOptions): string {
  const calls = Object.fromEntries(options.supportedLanguages.map((language) => [language, earlyCallsFor(language, options.textUrls[language] ?? [])]));
  const config = JSON.stringify({
    merchant: options.merchantCode,
    supported: options.supportedLanguages,
    fallback: options.defaultLanguage,
    calls,
    bundles: options.textBundles ?? {},
  });
  // ES5 on purpose (it runs before anything else, in every browser that loads the page); any
  // failure leaves no early calls, and the app fetches everything itself.
  return (
    `(function(c){try{` +
    `var match=function(v){if(!v)return null;v=String(v).trim().toLowerCase().replace('_','-');var b=v.split('-')[0],i;` +
    `for(i=0;i<c.supported.length;i++)if(c.supported[i].toLowerCase()===v)return c.supported[i];` +
    `for(i=0;i<c.supported.length;i++)if(c.supported[i].toLowerCase()===b)return c.supported[i];return null};` +
    `var l=match(localStorage.getItem('lang'))||match(localStorage.getItem('hisLang'))||c.fallback;` +
    `var t=null;try{t=sessionStorage.getItem('token')}catch(e){}` +
    `var r={},b=c.bundles[l],bt=b?fetch(b).then(function(x){if(!x.ok)throw x.status;return x.json()}):null;` +
    `(c.calls[l]||[]).forEach(function(x){var h={};if(x.signedInOnly&&!t||x.onlyAt&&!new RegExp(x.onlyAt,'i').test(location.pathname))return;` +
    `if(bt&&!x.platform){r[x.url]=bt.then(function(j){if(!j[x.url])throw x.url;return new Response(JSON.stringify(j[x.url]),{headers:{'Content-Type':'application/json'}})}).catch(function(){return fetch(x.url)});return}` +
    `if(x.platform){h={Accept:'application/json',Merchant:c.merchant,Language:l,Device:'web'};if(x.gatewayV3)h['X-Gateway-Version']='3';if(x.withToken&&t)h.Authorization=t}` +
    `r[x.url]=fetch(x.url,{headers:h});r[x.url].catch(function(){})});` +
    `window.__earlyCalls={language:l,responses:r}` +
    `}catch(e){}})(${config});`
  );
}
