/**
 * The blog and the news (SPEC.md §1 "blog, news"): articles in Spanish and English with
 * an HTML body, a cover picture and a shareable slug. Fixed texts; dates counted back from the
 * content day (content-day.ts), newest first.
 */
import { imagePath } from '../media/image-paths.js';
import { DAY_MS, editorialNewest } from './content-day.js';
import type { LocalizedText } from './text.js';

export type ArticleKind = 'BLOG' | 'NEWS';

export interface ArticleRecord {
  readonly id: string;
  readonly kind: ArticleKind;
  /** The address's last part: /blog/<slug>, /news/<slug>. */
  readonly slug: string;
  readonly title: LocalizedText;
  readonly summary: LocalizedText;
  /** HTML (the client sanitises it). */
  readonly content: LocalizedText;
  readonly imageUrl: string;
  readonly author: string;
  /** ISO date-time. */
  readonly publishTime: string;
}

type Draft = readonly [slug: string, title: LocalizedText, summary: LocalizedText, paragraphs: { es: readonly string[]; en: readonly string[] }, author: string];

const body = (summary: string, paragraphs: readonly string[]): string =>
  `<p><strong>${summary}</strong></p>${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')}`;

const BLOG: readonly Draft[] = [
  ['guia-tragamonedas-rtp', { es: 'Qué es el RTP de una tragamonedas', en: 'What a slot’s RTP means' }, { es: 'El retorno al jugador explicado sin rodeos.', en: 'Return to player, explained plainly.' },
    { es: ['El RTP es el porcentaje teórico de lo apostado que un juego devuelve a largo plazo.', 'Un RTP del 96% no garantiza nada en una sesión corta: la varianza manda.'], en: ['RTP is the theoretical share of stakes a game pays back over the long run.', 'A 96% RTP guarantees nothing in a short session: variance rules.'] }, 'Lucía Ramos'],
  ['bankroll-basico', { es: 'Administra tu saldo como un profesional', en: 'Manage your bankroll like a pro' }, { es: 'Tres reglas para jugar más tiempo y con calma.', en: 'Three rules to play longer and calmer.' },
    { es: ['Fija un presupuesto por sesión y respétalo.', 'Divide el saldo en unidades y no apuestes más del 2% por jugada.'], en: ['Set a budget per session and keep to it.', 'Split the balance into units and never stake more than 2% per play.'] }, 'Diego Herrera'],
  ['casino-en-vivo-etiqueta', { es: 'Etiqueta en el casino en vivo', en: 'Live casino etiquette' }, { es: 'Cómo comportarte en una mesa con crupier real.', en: 'How to behave at a table with a real dealer.' },
    { es: ['Saluda al crupier y usa el chat con respeto.', 'Decide tu apuesta antes de que se cierre el tiempo.'], en: ['Greet the dealer and use the chat politely.', 'Decide your bet before the timer closes.'] }, 'Lucía Ramos'],
  ['apuestas-deportivas-cuotas', { es: 'Cómo leer las cuotas deportivas', en: 'How to read sports odds' }, { es: 'Decimales, fraccionarias y americanas.', en: 'Decimal, fractional and American odds.' },
    { es: ['Una cuota decimal de 2,50 paga 2,50 por cada unidad apostada.', 'La probabilidad implícita es 1 dividido entre la cuota.'], en: ['Decimal odds of 2.50 pay 2.50 for every unit staked.', 'The implied probability is 1 divided by the odds.'] }, 'Marco Díaz'],
  ['juegos-de-pesca', { es: 'Juegos de pesca: guía rápida', en: 'Fishing games: a quick guide' }, { es: 'Apunta, dispara y elige bien tu cañón.', en: 'Aim, shoot and pick your cannon well.' },
    { es: ['Los peces grandes pagan más pero resisten más disparos.', 'Sube el nivel del cañón solo cuando aparezca un jefe.'], en: ['Big fish pay more but take more shots.', 'Raise the cannon level only when a boss appears.'] }, 'Ana Castillo'],
  ['juego-responsable', { es: 'Juego responsable: herramientas a tu alcance', en: 'Responsible gaming: tools at hand' }, { es: 'Límites, pausas y autoexclusión.', en: 'Limits, breaks and self-exclusion.' },
    { es: ['Puedes fijar un límite de depósito diario, semanal o mensual.', 'La pausa y la autoexclusión se activan desde el centro de miembros.'], en: ['You can set a daily, weekly or monthly deposit limit.', 'Breaks and self-exclusion are set from the member centre.'] }, 'Equipo RP01'],
  ['loteria-vn-estrategias', { es: 'Lotería VN: mitos y verdades', en: 'VN lottery: myths and facts' }, { es: 'Cada sorteo es independiente.', en: 'Every draw is independent.' },
    { es: ['Ningún número está «caliente»: cada sorteo parte de cero.', 'Juega por diversión y con un presupuesto fijo.'], en: ['No number is “hot”: every draw starts from scratch.', 'Play for fun and with a fixed budget.'] }, 'Marco Díaz'],
  ['bonos-requisitos', { es: 'Bonos y requisitos de apuesta', en: 'Bonuses and wagering requirements' }, { es: 'Lee la letra pequeña antes de reclamar.', en: 'Read the small print before claiming.' },
    { es: ['Un requisito de 10x sobre 100 exige apostar 1,000 antes de retirar.', 'No todos los juegos cuentan igual para el requisito.'], en: ['A 10x requirement on 100 means wagering 1,000 before withdrawing.', 'Not every game counts the same towards it.'] }, 'Ana Castillo'],
];

const NEWS: readonly Draft[] = [
  ['nuevo-proveedor-pg', { es: 'Llegan 40 juegos nuevos de PG Soft', en: '40 new PG Soft games arrive' }, { es: 'Ya disponibles en la sección de tragamonedas.', en: 'Now live in the slots section.' },
    { es: ['Esta semana sumamos 40 títulos de PG Soft a la plataforma.', 'Búscalos con el filtro «Nuevos» del lobby.'], en: ['This week we added 40 PG Soft titles to the platform.', 'Find them with the lobby’s “New” filter.'] }, 'Prensa RP01'],
  ['retiros-mas-rapidos', { es: 'Retiros en menos de 15 minutos', en: 'Withdrawals in under 15 minutes' }, { es: 'Mejoramos los tiempos de pago.', en: 'We improved payout times.' },
    { es: ['El 90% de los retiros se procesa ahora en menos de 15 minutos.', 'Verifica tu cuenta para disfrutar de la vía rápida.'], en: ['90% of withdrawals are now processed in under 15 minutes.', 'Verify your account to use the fast lane.'] }, 'Prensa RP01'],
  ['torneo-verano', { es: 'Gran torneo: 50,000 en premios', en: 'Grand tournament: 50,000 in prizes' }, { es: 'Durante 30 días en tragamonedas.', en: 'For 30 days on slots.' },
    { es: ['Cada apuesta suma puntos en la tabla de clasificación.', 'Los 100 primeros reparten el premio.'], en: ['Every bet earns points on the leaderboard.', 'The top 100 share the prize.'] }, 'Prensa RP01'],
  ['app-android-nueva', { es: 'Nueva versión de la app para Android', en: 'New Android app version' }, { es: 'Más rápida y con notificaciones.', en: 'Faster, with notifications.' },
    { es: ['La versión 3.2 reduce el consumo de datos a la mitad.', 'Descárgala desde el código QR del menú.'], en: ['Version 3.2 halves data usage.', 'Download it from the QR code in the menu.'] }, 'Prensa RP01'],
  ['mantenimiento-programado', { es: 'Mantenimiento programado del martes', en: 'Scheduled maintenance on Tuesday' }, { es: 'De 02:00 a 04:00 (GMT-5).', en: 'From 02:00 to 04:00 (GMT-5).' },
    { es: ['Algunos proveedores no estarán disponibles durante la ventana.', 'Tu saldo no se verá afectado.'], en: ['Some providers will be unavailable during the window.', 'Your balance is not affected.'] }, 'Soporte RP01'],
  ['copa-apuestas', { es: 'Mercados especiales para la Copa', en: 'Special markets for the Cup' }, { es: 'Más de 200 mercados por partido.', en: 'Over 200 markets per match.' },
    { es: ['Apuesta en vivo con cuotas actualizadas al segundo.', 'Consulta las reglas de cada mercado antes de apostar.'], en: ['Bet live with odds updated every second.', 'Check each market’s rules before betting.'] }, 'Prensa RP01'],
  ['programa-vip', { es: 'El programa VIP se renueva', en: 'The VIP programme is renewed' }, { es: 'Nuevos niveles y beneficios mensuales.', en: 'New levels and monthly benefits.' },
    { es: ['Ahora hay seis niveles con reembolsos crecientes.', 'Tu progreso se ve en la página VIP del centro de miembros.'], en: ['There are now six levels with growing rebates.', 'Your progress shows on the member centre’s VIP page.'] }, 'Prensa RP01'],
];

function articlesOf(kind: ArticleKind, drafts: readonly Draft[], offset: number, newest: number): ArticleRecord[] {
  return drafts.map(([slug, title, summary, paragraphs, author], index) => {
    const id = `${kind.toLowerCase()}-${index + 1}`;
    return {
      id,
      kind,
      slug,
      title,
      summary,
      content: { es: body(summary.es, paragraphs.es), en: body(summary.en, paragraphs.en) },
      imageUrl: imagePath('article', id),
      author,
      publishTime: new Date(newest - (index * 3 + offset) * DAY_MS).toISOString(),
    };
  });
}

/**
 * Eight blog posts and seven news items (one page of six and a second page each), dated as of the
 * content day: the newest news item the day before, the newest post a day earlier, three days apart.
 */
export function articlesAsOf(contentDay: number): ArticleRecord[] {
  const newest = editorialNewest(contentDay);
  return [...articlesOf('BLOG', BLOG, 1, newest), ...articlesOf('NEWS', NEWS, 0, newest)];
}
