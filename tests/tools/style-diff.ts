/**
 * Compares two builds' pages element by element: every element's computed style on every route the
 * bench measures (tests/tools/bench-lighthouse.ts), at a phone's and a desktop's width. For a change
 * to how styles are written (src/ui/styleSheet.ts) that must not change how anything looks.
 *
 *   npx tsx tests/tools/style-diff.ts http://127.0.0.1:4310 http://127.0.0.1:4311 [route-filter]
 *
 * Both origins serve a build with the embedded platform. Each page is loaded signed in where the
 * bench signs in, with the popups and the consent banner closed and motion reduced, given time to
 * settle; pages whose element count differs between the two loads are reported, not compared, and
 * so is an element whose text differs (data that changed between the loads, a time or a figure).
 * Prints each differing property with the element's path and both values; exits 1 on any.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../e2e/auth-helpers';
import { presetConsentDeclined, presetPopupsClosed } from '../e2e/popup-preset';
import { lighthouseRoutes } from './bench-lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WIDTHS = [390, 1280] as const;

/** Each element's path (tags and test ids), a hash of its text (its descendants' included), and its computed style. */
type Snapshot = Array<{ path: string; text: string; style: Record<string, string> }>;

async function snapshot(browser: Browser, origin: string, route: string, as: 'member' | 'agent' | undefined, width: number): Promise<Snapshot> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', baseURL: origin });
  await presetPopupsClosed(context);
  await presetConsentDeclined(context);
  const page: Page = await context.newPage();
  if (as) await startSignedIn(page, as === 'agent' ? ACCOUNTS.agent : ACCOUNTS.member, route);
  else await page.goto(route);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  // a string, not a function: tsx would wrap the function's inner helpers in a __name the page lacks
  const result = (await page.evaluate(`(() => {
    const out = [];
    const pathOf = (element) => {
      const parts = [];
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        parts.unshift(node.tagName.toLowerCase() + (node.getAttribute('data-testid') ? '[' + node.getAttribute('data-testid') + ']' : ''));
      }
      return parts.join('>');
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
      const computed = getComputedStyle(element);
      const style = {};
      for (let index = 0; index < computed.length; index += 1) style[computed[index]] = computed.getPropertyValue(computed[index]);
      let hash = 5381;
      const text = element.textContent || '';
      for (let index = 0; index < text.length; index += 1) hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
      out.push({ path: pathOf(element), text: text.length + ':' + hash, style });
    }
    return out;
  })()`)) as Snapshot;
  await context.close();
  return result;
}

async function main() {
  const [before, after, filter] = process.argv.slice(2);
  if (!before || !after) throw new Error('usage: style-diff.ts BEFORE_ORIGIN AFTER_ORIGIN [route-filter]');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  let differences = 0;
  for (const route of lighthouseRoutes().filter((entry) => !filter || entry.path.includes(filter))) {
    for (const width of WIDTHS) {
      const [a, b] = [await snapshot(browser, before, route.path, route.as, width), await snapshot(browser, after, route.path, route.as, width)];
      const label = `${route.path} @${width}`;
      if (a.length !== b.length) {
        console.log(`${label}: ${a.length} elements before, ${b.length} after (not compared)`);
        continue;
      }
      let here = 0;
      for (let index = 0; index < a.length; index += 1) {
        const [x, y] = [a[index]!, b[index]!];
        // another element, or the same one showing other data (a time, a figure): its box differs by right
        if (x.path !== y.path || x.text !== y.text) continue;
        for (const name of Object.keys(x.style)) {
          if (x.style[name] === y.style[name]) continue;
          here += 1;
          if (here <= 12) console.log(`${label}: ${x.path} ${name}: ${x.style[name]} → ${y.style[name]}`);
        }
      }
      console.log(`${label}: ${a.length} elements, ${here} differing values`);
      differences += here;
    }
  }
  await browser.close();
  process.exit(differences > 0 ? 1 : 0);
}

void main();
