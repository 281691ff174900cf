/**
 * Announcements for agents (SPEC.md §2 agentAnnouncement): what the platform tells the
 * agents of the site — commission dates, rules, tools — in Spanish and English, newest first,
 * dated back from the content day (content-day.ts); no text names a month, which would read as
 * stale on most days the platform lives.
 * Served by MCSFE_getListAnnouncements with `audience=AGENT` (ours) to an agent's token only; the
 * public list never shows them. Eleven items: two pages of 9. One of them carries hostile HTML
 * (a script, an onerror handler, a javascript: link, an inline style) that only SafeHtml's
 * sanitiser stands between and the page: the seeded proof that it does.
 */
import type { AnnouncementRecord } from './content.js';
import { DAY_MS, editorialNewest } from './content-day.js';
import type { LocalizedText } from './text.js';

/** The id of the seeded announcement with hostile HTML (tests open it). */
export const HOSTILE_AGENT_ANNOUNCEMENT_ID = 'agent-ann-3';

/** The newest goes out in the morning, three hours before the day's other content. */
const NEWEST_BEFORE_EDITORIAL_MS = 3 * 3_600_000;

const ITEMS: readonly { readonly title: LocalizedText; readonly content: LocalizedText }[] = [
  {
    title: { es: 'Liquidación de comisiones del mes', en: 'Monthly commission settlement' },
    content: {
      es: '<p>Las comisiones de <strong>cada mes</strong> se liquidan el día 5 del mes siguiente.</p><ul><li>Revisa tus contratos activos.</li><li>Los pagos pendientes aparecen en <em>Mis ingresos</em>.</li></ul>',
      en: '<p><strong>Each month’s</strong> commissions are settled on the 5th of the following month.</p><ul><li>Check your active contracts.</li><li>Pending payouts show under <em>My income</em>.</li></ul>',
    },
  },
  {
    title: { es: 'Nuevos enlaces de afiliado', en: 'New affiliate links' },
    content: {
      es: '<p>Ahora puedes crear hasta <strong>20 enlaces</strong> desde el centro de registro, cada uno con su código QR.</p>',
      en: '<p>You can now create up to <strong>20 links</strong> in the register centre, each with its QR code.</p>',
    },
  },
  {
    title: { es: 'Aviso de seguridad para agentes', en: 'Security notice for agents' },
    content: {
      es: '<p>Nunca compartas tu contraseña de pago.</p><img src="x" onerror="window.__xss && window.__xss(\'agent-ann-img\')" alt=""><script>window.__xss && window.__xss(\'agent-ann-script\')</script><p><a href="javascript:window.__xss(\'agent-ann-link\')">Verifica tu cuenta</a></p><p style="position:fixed;inset:0">Soporte 24/7</p>',
      en: '<p>Never share your payment password.</p><img src="x" onerror="window.__xss && window.__xss(\'agent-ann-img\')" alt=""><script>window.__xss && window.__xss(\'agent-ann-script\')</script><p><a href="javascript:window.__xss(\'agent-ann-link\')">Verify your account</a></p><p style="position:fixed;inset:0">Support 24/7</p>',
    },
  },
  {
    title: { es: 'Salario diario: nuevas escalas', en: 'Daily salary: new tiers' },
    content: { es: '<p>Las escalas de salario diario incluyen un nivel para equipos de más de <strong>50 miembros activos</strong>.</p>', en: '<p>Daily salary tiers now include a level for teams of more than <strong>50 active members</strong>.</p>' },
  },
  {
    title: { es: 'Mantenimiento programado', en: 'Scheduled maintenance' },
    content: { es: '<p>El martes de 02:00 a 04:00 (GMT+8) los informes del equipo pueden tardar más.</p>', en: '<p>On Tuesday from 02:00 to 04:00 (GMT+8) team reports may be slower.</p>' },
  },
  {
    title: { es: 'Transferencias a la línea descendente', en: 'Transfers to downlines' },
    content: { es: '<p>Las transferencias a tu línea descendente se confirman con tu contraseña de pago.</p>', en: '<p>Transfers to your downlines are confirmed with your payment password.</p>' },
  },
  {
    title: { es: 'Informe de pérdidas y ganancias', en: 'Profit and loss report' },
    content: { es: '<p>El informe de usuarios ahora cubre hasta <strong>31 días</strong>.</p>', en: '<p>The user report now covers up to <strong>31 days</strong>.</p>' },
  },
  {
    title: { es: 'Juego responsable', en: 'Responsible gaming' },
    content: { es: '<p>Recuerda a tus miembros las herramientas de límite de depósito.</p>', en: '<p>Remind your members of the deposit-limit tools.</p>' },
  },
  {
    title: { es: 'Dividendos: periodo semanal', en: 'Dividends: weekly period' },
    content: { es: '<p>Los contratos de dividendos pueden liquidarse cada semana.</p>', en: '<p>Dividend contracts can be settled every week.</p>' },
  },
  {
    title: { es: 'Bienvenida a nuevos agentes', en: 'Welcome to new agents' },
    content: { es: '<p>Consulta la guía del centro de agentes en la ayuda.</p>', en: '<p>See the agent centre guide in the help pages.</p>' },
  },
  {
    title: { es: 'Actualización de las condiciones', en: 'Terms update' },
    content: { es: '<p>Las condiciones para agentes se actualizaron: consúltalas en la ayuda.</p>', en: '<p>The agent terms were updated: see them in the help pages.</p>' },
  },
];

/** The agents' announcements dated as of the content day: the newest the day before, three days apart. */
export function agentAnnouncementsAsOf(contentDay: number): AnnouncementRecord[] {
  const newest = editorialNewest(contentDay) - NEWEST_BEFORE_EDITORIAL_MS;
  return ITEMS.map((item, index) => ({
    id: `agent-ann-${index + 1}`,
    title: item.title,
    content: item.content,
    announcementImages: [],
    promotionType: null,
    memberOnly: true,
    publishTime: new Date(newest - index * 3 * DAY_MS).toISOString(),
    // the newest is the agents' popup after sign-in: what the agents' board has to say first
    ...(index === 0 ? { execution: 'A' as const } : {}),
  }));
}
