/**
 * Editorial content of the site: banners, marquee notices, popups, promotions, announcements,
 * the winner board, help-centre articles, the points-mall catalogue and the live-cam models.
 * Texts exist in Spanish and English; numbers and picks come from the seed.
 */
import { createRandom } from '../infra/prng.js';
import { imagePath } from '../media/image-paths.js';
import { DAY_MS, editorialNewest } from './content-day.js';
import type { GameRecord } from './games.js';
import { maskedPlayerName } from './names.js';
import type { LocalizedText } from './text.js';
import type { GameType } from './vendors.js';

export type LinkageType = 'NONE' | 'GAME' | 'CATEGORY' | 'PROMOTION' | 'URL';

export interface BannerRecord {
  readonly id: string;
  /** w_home (web lobby), w_promo (promotions page), m_home (mobile lobby). */
  readonly groupName: string;
  readonly title: LocalizedText;
  readonly url: string;
  readonly linkageType: LinkageType;
  /** What the linkage opens: a nodeId, a game type, a promotion id or an address. */
  readonly linkageValue: string | null;
  readonly sort: number;
}

/** Notice types of the notices call: PL marquee, H headline (SPEC.md §7 "notices"). */
export type NoticeType = 'PL' | 'H';

export interface NoticeRecord {
  readonly id: string;
  readonly type: NoticeType;
  readonly title: LocalizedText;
  readonly content: LocalizedText;
  readonly publishTime: string;
}

/** Popup execution: A logged in, B anonymous, F first-time login (SPEC.md §4). */
export type PopupExecution = 'A' | 'B' | 'F';

export interface PopupRecord {
  readonly id: string;
  readonly execution: PopupExecution;
  readonly title: LocalizedText;
  readonly content: LocalizedText;
  readonly imageUrl: string | null;
  /**
   * Only for a player with a rebate to claim (the platform's own choice of audience, not a field
   * of the answer): never an agent, a trial account or an account with nothing to claim.
   */
  readonly rebateWaiting?: true;
}

export interface PromotionRecord {
  readonly id: string;
  readonly promotionType: string;
  readonly title: LocalizedText;
  readonly imageUrl: string;
}

export interface AnnouncementRecord {
  readonly id: string;
  readonly title: LocalizedText;
  /** HTML. */
  readonly content: LocalizedText;
  readonly announcementImages: readonly string[];
  /** Present when the item leads to a promotion (SPEC.md §2 "Announcement popup"). */
  readonly promotionType: string | null;
  /** Shown only when the request carries a member token. */
  readonly memberOnly: boolean;
  readonly publishTime: string;
  /** Also a popup for its readers (SPEC.md §4 executions: A signed in, F first login); the agents' board marks one. */
  readonly execution?: 'A' | 'F';
}

export interface WinnerRecord {
  readonly id: string;
  readonly gameName: string;
  readonly customerName: string;
  readonly winAmount: number;
  readonly iconUrl: string;
  readonly nodeId: string;
  readonly gameType: GameType;
  readonly vendor: string;
}

export interface HelpArticleRecord {
  readonly id: string;
  /** Anchor the /help#<anchor> route scrolls to; `term` holds the terms. */
  readonly anchor: string;
  readonly title: LocalizedText;
  readonly content: LocalizedText;
  readonly sort: number;
}

export interface RewardItemRecord {
  readonly id: string;
  readonly name: LocalizedText;
  readonly points: number;
  /** Cash value of virtual items, in the site currency; null for physical goods. */
  readonly amount: number | null;
  readonly category: 'PHYSICAL' | 'VIRTUAL';
  readonly availableQuantity: number;
  readonly imageUrl: string;
}

export interface ContentSeed {
  readonly banners: readonly BannerRecord[];
  readonly notices: readonly NoticeRecord[];
  readonly popups: readonly PopupRecord[];
  readonly promotions: readonly PromotionRecord[];
  readonly announcements: readonly AnnouncementRecord[];
  readonly winners: readonly WinnerRecord[];
  readonly helpArticles: readonly HelpArticleRecord[];
  readonly rewardItems: readonly RewardItemRecord[];
}

const BANNER_TITLES: readonly LocalizedText[] = [
  { es: 'Bono de bienvenida 100%', en: '100% welcome bonus' },
  { es: 'Casino en vivo 24/7', en: 'Live casino 24/7' },
  { es: 'Torneo de tragamonedas', en: 'Slots tournament' },
  { es: 'Reembolso diario 1.2%', en: 'Daily 1.2% rebate' },
  { es: 'Apuesta en la Copa', en: 'Bet on the Cup' },
  { es: 'Nuevos juegos de pesca', en: 'New fishing games' },
  { es: 'Gira la rueda VIP', en: 'Spin the VIP wheel' },
  { es: 'Lotería VN cada minuto', en: 'VN lottery every minute' },
];

/**
 * A carousel never shows one title twice: the drawn title, or the next one in the list not yet
 * in this group (the draw is kept, so the rest of the content stays as the seed drew it).
 */
function distinctTitle(drawn: LocalizedText, shown: Set<LocalizedText>): LocalizedText {
  const start = BANNER_TITLES.indexOf(drawn);
  for (let step = 0; step < BANNER_TITLES.length; step += 1) {
    const title = BANNER_TITLES[(start + step) % BANNER_TITLES.length] as LocalizedText;
    if (!shown.has(title)) {
      shown.add(title);
      return title;
    }
  }
  return drawn;
}

const PROMOTION_TYPES = ['DEPOSIT_BONUS', 'REBATE', 'RAFFLE', 'TOURNAMENT', 'VIP', 'REFERRAL'] as const;

const PROMOTION_TITLES: Record<(typeof PROMOTION_TYPES)[number], LocalizedText> = {
  DEPOSIT_BONUS: { es: 'Bono de depósito', en: 'Deposit bonus' },
  REBATE: { es: 'Reembolso semanal', en: 'Weekly rebate' },
  RAFFLE: { es: 'Rifa del mes', en: 'Monthly raffle' },
  TOURNAMENT: { es: 'Torneo de campeones', en: 'Champions tournament' },
  VIP: { es: 'Club VIP', en: 'VIP club' },
  REFERRAL: { es: 'Invita a un amigo', en: 'Invite a friend' },
};

/** The site's content for a seed, its notices and announcements dated back from the content day (content-day.ts). */
export function generateContent(seed: number, games: readonly GameRecord[], contentDay: number): ContentSeed {
  const random = createRandom(seed, 'content');
  const newest = editorialNewest(contentDay);
  // A notice's number is how many days before the newest editorial item it went out.
  const notice = (type: NoticeType, number: number, title: LocalizedText, content: LocalizedText): NoticeRecord => ({
    id: `notice-${number}`,
    type,
    title,
    content,
    publishTime: new Date(newest - number * DAY_MS).toISOString(),
  });
  const playable = games.filter((game) => game.isGame === 'GAME');
  const hot = playable.filter((game) => game.isHot === 1);

  const banners: BannerRecord[] = [];
  const bannerGroups: readonly [string, number][] = [['w_home', 6], ['w_promo', 3], ['m_home', 4]];
  for (const [groupName, count] of bannerGroups) {
    const shown = new Set<LocalizedText>();
    for (let index = 0; index < count; index += 1) {
      const id = `${groupName}-${index + 1}`;
      const linkageType = random.weighted<LinkageType>([['NONE', 2], ['GAME', 3], ['CATEGORY', 2], ['PROMOTION', 3], ['URL', 1]]);
      banners.push({
        id,
        groupName,
        title: distinctTitle(random.pick(BANNER_TITLES), shown),
        url: imagePath('banner', id),
        linkageType,
        linkageValue: linkageValueFor(linkageType, random.pick(hot.length > 0 ? hot : playable), random.pick(PROMOTION_TYPES)),
        sort: index + 1,
      });
    }
  }

  const promotions = PROMOTION_TYPES.map((promotionType, index): PromotionRecord => ({
    id: `promo-${index + 1}`,
    promotionType,
    title: PROMOTION_TITLES[promotionType],
    imageUrl: imagePath('promotion', `promo-${index + 1}`),
  }));

  const notices: NoticeRecord[] = [
    notice('PL', 1, { es: 'Mantenimiento programado', en: 'Scheduled maintenance' }, {
      es: `El proveedor ${random.pick(['PG Soft', 'JILI', 'Playtech'])} estará en mantenimiento el martes de 02:00 a 04:00 (GMT-5).`,
      en: 'A game provider will be under maintenance on Tuesday from 02:00 to 04:00 (GMT-5).',
    }),
    notice('PL', 2, { es: 'Depósitos más rápidos', en: 'Faster deposits' }, {
      es: 'Los depósitos por transferencia ahora se acreditan en menos de 5 minutos.',
      en: 'Bank transfer deposits are now credited in under 5 minutes.',
    }),
    notice('PL', 3, { es: 'Juego responsable', en: 'Responsible gaming' }, {
      es: 'Juega con responsabilidad. Solo para mayores de 18 años.',
      en: 'Play responsibly. Adults over 18 only.',
    }),
    notice('PL', 4, { es: 'Nuevo juego', en: 'New game' }, {
      es: `¡Ya disponible: ${random.pick(playable).displayName}!`,
      en: `Now available: ${random.pick(playable).displayName}!`,
    }),
    notice('H', 5, { es: 'Bienvenido', en: 'Welcome' }, { es: 'Bienvenido a la plataforma RP01.', en: 'Welcome to the RP01 platform.' }),
    notice('H', 6, { es: 'Soporte 24/7', en: '24/7 support' }, { es: 'Nuestro soporte en vivo atiende todo el día.', en: 'Our live support is available around the clock.' }),
  ];

  const popups: PopupRecord[] = [
    {
      id: 'popup-1',
      execution: 'B',
      title: { es: '¡Regístrate y gana!', en: 'Sign up and win!' },
      content: { es: '<p>Recibe un <strong>bono del 100%</strong> en tu primer depósito.</p>', en: '<p>Get a <strong>100% bonus</strong> on your first deposit.</p>' },
      imageUrl: imagePath('promotion', 'popup-1'),
    },
    {
      id: 'popup-2',
      execution: 'A',
      title: { es: 'Reembolso de hoy', en: "Today's rebate" },
      content: { es: '<p>Tu reembolso diario ya está disponible en el centro de recompensas.</p>', en: '<p>Your daily rebate is waiting in the reward centre.</p>' },
      imageUrl: null,
      rebateWaiting: true,
    },
    {
      id: 'popup-3',
      execution: 'F',
      title: { es: 'Bienvenido por primera vez', en: 'Welcome aboard' },
      content: { es: '<p>Completa tu perfil para activar todas las funciones.</p>', en: '<p>Complete your profile to unlock every feature.</p>' },
      imageUrl: imagePath('promotion', 'popup-3'),
    },
  ];

  const announcements = generateAnnouncements(random, playable, newest);

  const winners: WinnerRecord[] = [];
  const winnable = playable.filter((game) => ['RNG', 'FISH', 'LIVE', 'PVP'].includes(game.gameType));
  for (let index = 0; index < 60; index += 1) {
    const game = random.pick(winnable);
    const tier = random.weighted<readonly [number, number]>([[[200, 2_000], 55], [[2_000, 20_000], 35], [[20_000, 250_000], 10]]);
    winners.push({
      id: `win-${index + 1}`,
      gameName: game.displayName,
      customerName: maskedPlayerName(random),
      winAmount: random.float(tier[0], tier[1], 2),
      iconUrl: game.iconUrl,
      nodeId: game.nodeId,
      gameType: game.gameType,
      vendor: game.vassalage,
    });
  }

  const rewardItems: RewardItemRecord[] = REWARD_ITEMS.map(([name, points, amount, category], index) => ({
    id: `reward-${index + 1}`,
    name,
    points,
    amount,
    category,
    availableQuantity: random.int(0, 4) === 0 ? 0 : random.int(3, 120),
    imageUrl: imagePath('reward', `reward-${index + 1}`),
  }));

  return { banners, notices, popups, promotions, announcements, winners, helpArticles: HELP_ARTICLES, rewardItems };
}

function linkageValueFor(linkageType: LinkageType, game: GameRecord, promotionType: string): string | null {
  switch (linkageType) {
    case 'NONE':
      return null;
    case 'GAME':
      return game.nodeId;
    case 'CATEGORY':
      return game.gameType;
    case 'PROMOTION':
      return promotionType;
    case 'URL':
      return '/promotions';
  }
}

type AnnouncementTemplate = (gameName: string, percent: number) => {
  title: LocalizedText;
  content: LocalizedText;
  promotionType: string | null;
  memberOnly?: boolean;
};

const ANNOUNCEMENT_TEMPLATES: readonly AnnouncementTemplate[] = [
  (gameName) => ({
    title: { es: `Nuevo juego: ${gameName}`, en: `New game: ${gameName}` },
    content: {
      es: `<p>Ya puedes jugar <strong>${gameName}</strong>. ¡Pruébalo gratis en modo demo!</p>`,
      en: `<p><strong>${gameName}</strong> is live. Try it for free in demo mode!</p>`,
    },
    promotionType: null,
  }),
  (_gameName, percent) => ({
    title: { es: `Bono de depósito del ${percent}%`, en: `${percent}% deposit bonus` },
    content: {
      es: `<p>Deposita hoy y recibe un bono del <strong>${percent}%</strong>.</p><ul><li>Depósito mínimo: $10</li><li>Rollover: 10x</li></ul>`,
      en: `<p>Deposit today and receive a <strong>${percent}%</strong> bonus.</p><ul><li>Minimum deposit: $10</li><li>Rollover: 10x</li></ul>`,
    },
    promotionType: 'DEPOSIT_BONUS',
  }),
  () => ({
    title: { es: 'Mantenimiento del sistema', en: 'System maintenance' },
    content: {
      es: '<p>El sistema estará en mantenimiento el <strong>miércoles de 03:00 a 05:00</strong>. Gracias por tu paciencia.</p>',
      en: '<p>The system will be under maintenance on <strong>Wednesday from 03:00 to 05:00</strong>. Thank you for your patience.</p>',
    },
    promotionType: null,
  }),
  () => ({
    title: { es: 'Torneo semanal de tragamonedas', en: 'Weekly slots tournament' },
    content: {
      es: '<p>Compite por un premio de <strong>$50,000</strong>. Cada apuesta suma puntos.</p>',
      en: '<p>Compete for a <strong>$50,000</strong> prize pool. Every bet earns points.</p>',
    },
    promotionType: 'TOURNAMENT',
  }),
  (_gameName, percent) => ({
    title: { es: `Reembolso diario hasta ${percent / 10}%`, en: `Daily rebate up to ${percent / 10}%` },
    content: {
      es: '<p>El reembolso se acredita automáticamente cada día a las 12:00.</p>',
      en: '<p>The rebate is credited automatically every day at 12:00.</p>',
    },
    promotionType: 'REBATE',
  }),
  () => ({
    title: { es: 'Actualización de términos y condiciones', en: 'Terms and conditions update' },
    content: {
      es: '<p>Hemos actualizado nuestros <a href="/help#term">términos y condiciones</a>.</p>',
      en: '<p>We have updated our <a href="/help#term">terms and conditions</a>.</p>',
    },
    promotionType: null,
  }),
  () => ({
    title: { es: 'Rifa de fin de mes', en: 'End-of-month raffle' },
    content: {
      es: '<p>Cada $100 apostados te dan un boleto para la rifa. ¡Suerte!</p>',
      en: '<p>Every $100 wagered earns you a raffle ticket. Good luck!</p>',
    },
    promotionType: 'RAFFLE',
  }),
  () => ({
    title: { es: 'Tu nivel VIP subió', en: 'Your VIP level went up' },
    content: {
      es: '<p>Gracias por tu lealtad. Revisa tus nuevos beneficios en el centro de miembros.</p>',
      en: '<p>Thank you for your loyalty. See your new benefits in the member centre.</p>',
    },
    promotionType: 'VIP',
    memberOnly: true,
  }),
];

/** 24 announcements, newest first: the first at `newest`, then every two and a half days. */
function generateAnnouncements(random: ReturnType<typeof createRandom>, games: readonly GameRecord[], newest: number): AnnouncementRecord[] {
  const announcements: AnnouncementRecord[] = [];
  for (let index = 0; index < 24; index += 1) {
    const template = ANNOUNCEMENT_TEMPLATES[index % ANNOUNCEMENT_TEMPLATES.length];
    if (!template) continue;
    const item = template(random.pick(games).displayName, random.pick([10, 20, 25, 50, 100]));
    const id = `ann-${index + 1}`;
    const imageCount = random.weighted([[0, 4], [1, 4], [2, 2]]);
    announcements.push({
      id,
      title: item.title,
      content: item.content,
      announcementImages: Array.from({ length: imageCount }, (_, image) => imagePath('announcement', `${id}-${image + 1}`)),
      promotionType: item.promotionType,
      memberOnly: item.memberOnly ?? false,
      publishTime: new Date(newest - index * 2.5 * DAY_MS).toISOString(),
    });
  }
  return announcements;
}

const REWARD_ITEMS: readonly (readonly [LocalizedText, number, number | null, 'PHYSICAL' | 'VIRTUAL'])[] = [
  [{ es: 'Crédito de $5', en: '$5 credit' }, 500, 5, 'VIRTUAL'],
  [{ es: 'Crédito de $10', en: '$10 credit' }, 1_000, 10, 'VIRTUAL'],
  [{ es: 'Crédito de $50', en: '$50 credit' }, 5_000, 50, 'VIRTUAL'],
  [{ es: '20 giros gratis', en: '20 free spins' }, 1_500, 8, 'VIRTUAL'],
  [{ es: 'Taza de la casa', en: 'House mug' }, 2_000, null, 'PHYSICAL'],
  [{ es: 'Camiseta oficial', en: 'Official T-shirt' }, 4_000, null, 'PHYSICAL'],
  [{ es: 'Audífonos inalámbricos', en: 'Wireless earbuds' }, 25_000, null, 'PHYSICAL'],
  [{ es: 'Reloj inteligente', en: 'Smartwatch' }, 60_000, null, 'PHYSICAL'],
  [{ es: 'Consola de videojuegos', en: 'Games console' }, 150_000, null, 'PHYSICAL'],
  [{ es: 'Teléfono de gama alta', en: 'Flagship phone' }, 300_000, null, 'PHYSICAL'],
];

const HELP_ARTICLES: readonly HelpArticleRecord[] = [
  {
    id: 'help-about',
    anchor: 'about',
    sort: 1,
    title: { es: 'Sobre nosotros', en: 'About us' },
    content: {
      es: '<p>Somos una plataforma de entretenimiento en línea con casino en vivo, tragamonedas, deportes, lotería y más.</p>',
      en: '<p>We are an online entertainment platform with live casino, slots, sports, lottery and more.</p>',
    },
  },
  {
    id: 'help-term',
    anchor: 'term',
    sort: 2,
    title: { es: 'Términos y condiciones', en: 'Terms and conditions' },
    content: {
      es: '<h3>1. Elegibilidad</h3><p>Debes tener al menos 18 años.</p><h3>2. Cuentas</h3><p>Una cuenta por persona. Las cuentas de prueba no pueden retirar.</p><h3>3. Bonos</h3><p>Los bonos tienen requisitos de apuesta.</p>',
      en: '<h3>1. Eligibility</h3><p>You must be at least 18 years old.</p><h3>2. Accounts</h3><p>One account per person. Trial accounts cannot withdraw.</p><h3>3. Bonuses</h3><p>Bonuses carry wagering requirements.</p>',
    },
  },
  {
    id: 'help-privacy',
    anchor: 'privacy',
    sort: 3,
    title: { es: 'Política de privacidad', en: 'Privacy policy' },
    content: {
      es: '<p>Protegemos tus datos personales y nunca los compartimos sin tu consentimiento.</p>',
      en: '<p>We protect your personal data and never share it without your consent.</p>',
    },
  },
  {
    id: 'help-responsible',
    anchor: 'responsible',
    sort: 4,
    title: { es: 'Juego responsable', en: 'Responsible gaming' },
    content: {
      es: '<p>Fija límites de depósito y tiempo. Si necesitas ayuda, contacta a soporte para autoexclusión.</p>',
      en: '<p>Set deposit and time limits. If you need help, contact support for self-exclusion.</p>',
    },
  },
  {
    id: 'help-deposit',
    anchor: 'deposit',
    sort: 5,
    title: { es: 'Cómo depositar', en: 'How to deposit' },
    content: {
      es: '<ol><li>Abre el centro de miembros.</li><li>Elige Depósito y un método.</li><li>Confirma el monto.</li></ol>',
      en: '<ol><li>Open the member centre.</li><li>Choose Deposit and a method.</li><li>Confirm the amount.</li></ol>',
    },
  },
  {
    id: 'help-withdraw',
    anchor: 'withdraw',
    sort: 6,
    title: { es: 'Cómo retirar', en: 'How to withdraw' },
    content: {
      es: '<p>Los retiros se procesan en 24 horas. Confirma la recepción cuando llegue el dinero.</p>',
      en: '<p>Withdrawals are processed within 24 hours. Confirm receipt when the money arrives.</p>',
    },
  },
  {
    id: 'help-faq',
    anchor: 'faq',
    sort: 7,
    title: { es: 'Preguntas frecuentes', en: 'FAQ' },
    content: {
      es: '<p><strong>¿Olvidé mi contraseña?</strong> Usa «¿Olvidaste tu contraseña?» en el inicio de sesión.</p>',
      en: '<p><strong>Forgot my password?</strong> Use "Forgot password" on the login form.</p>',
    },
  },
];
