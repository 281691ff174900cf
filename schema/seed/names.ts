/**
 * Word lists for game, player and table names. Names mix English and Spanish the way Latin
 * American lobbies do, and stay free of real trademarks.
 */
import type { Random } from '../infra/prng.js';
import type { GameType } from './vendors.js';

const SLOT_ADJECTIVES = [
  'Golden', 'Lucky', 'Wild', 'Mystic', 'Royal', 'Blazing', 'Crystal', 'Mega', 'Super', 'Sacred',
  'Diamond', 'Magic', 'Jungle', 'Ocean', 'Thunder', 'Sweet', 'Neon', 'Ancient', 'Cosmic', 'Frozen',
  'Emerald', 'Ruby', 'Silver', 'Hidden', 'Burning', 'Electric', 'Savage', 'Starry', 'Twin', 'Infinite',
  'Dragon', 'Tiger', 'Phoenix', 'Midnight', 'Sunny', 'Fiery', 'Happy', 'Rich', 'Shining', 'Epic',
] as const;

const SLOT_NOUNS = [
  'Treasure', 'Empire', 'Fortune', 'Riches', 'Gems', 'Dragons', 'Tigers', 'Phoenix', 'Pandas', 'Koi',
  'Pharaoh', 'Temple', 'Bonanza', 'Reels', 'Jackpot', 'Spins', 'Legends', 'Quest', 'Safari', 'Vault',
  'Crown', 'Kingdom', 'Wilds', 'Fruits', 'Candy', 'Cowboys', 'Mermaids', 'Ninjas', 'Olympus', 'Vikings',
  'Pirates', 'Fairies', 'Buffalo', 'Wolves', 'Lions', 'Gold Rush', 'Coins', 'Sevens', 'Bells', 'Stars',
] as const;

/** Spanish-language titles; each is a full phrase, so no gender agreement is needed. */
const SPANISH_TITLES = [
  'Tesoro Azteca', 'Fiesta Mexicana', 'Toro de Oro', 'Sol Maya', 'Luna Llena', 'Reina del Mar',
  'Mariachi Loco', 'Chile Picante', 'Noche de Fuego', 'Piñata Party', 'Lucha Libre', 'Oro del Inca',
  'Cartas del Destino', 'Día de Muertos', 'El Dorado', 'Carnaval de Río', 'Tequila Sunrise',
  'Jaguar Sagrado', 'Cóndor Real', 'Flor de Loto', 'Ruta de la Seda', 'Sirena Dorada', 'Rey Sol',
  'Volcán Ardiente', 'Pirámide Perdida', 'Cantina Salvaje', 'Frutas Locas', 'Dulce Fortuna',
  'Campeón del Ring', 'Guerreros Mayas', 'Leyenda del Dragón', 'Tigre Dorado', 'Corona de Rubí',
  'Magia Gitana', 'Pesca Mágica', 'Estrella del Norte', 'Tango de Oro', 'Salsa Caliente',
] as const;

const SLOT_PLACES = ['Atlantis', 'Olympus', 'Egypt', 'the Nile', 'Asgard', 'Avalon', 'the Amazon', 'Rio', 'Macau', 'the Andes', 'Babylon', 'El Dorado'] as const;

const SLOT_SUFFIXES = ['Deluxe', 'Megaways', 'Power', 'Link', 'Rising', 'Hold & Win', 'Xtreme', 'Boost', 'Ways', '2'] as const;

const LIVE_TABLES: Record<string, readonly string[]> = {
  BACCARAT: ['Baccarat', 'Speed Baccarat', 'Squeeze Baccarat', 'No Commission Baccarat', 'Baccarat VIP', 'Baccarat Control'],
  ROULETTE: ['Ruleta Europea', 'Auto Roulette', 'Speed Roulette', 'Ruleta VIP', 'Double Ball Roulette', 'American Roulette'],
  BLACKJACK: ['Blackjack', 'Blackjack VIP', 'Speed Blackjack', 'Infinite Blackjack', 'Blackjack Party'],
  SICBO: ['Sic Bo', 'Super Sic Bo', 'Dados de la Suerte'],
  DRAGON_TIGER: ['Dragon Tiger', 'Dragón y Tigre', 'Speed Dragon Tiger'],
  GAME_SHOW: ['Mega Wheel', 'Rueda de la Fortuna', 'Dream Catcher Show', 'Money Drop', 'Crazy Coins'],
};

const FISH_TITLES = [
  'Ocean King', 'Golden Shark', 'Dragon Fishing', 'Pesca Dorada', 'Fishing War', 'Mega Fishing',
  'Jackpot Fishing', 'Bombing Fishing', 'Happy Fishing', 'Rey del Océano', 'Fishing Disco',
  'Cazador de Tiburones', 'Deep Sea Hunter', 'Boom Legend', 'Fishing Yilufa', 'Royal Fishing',
  'Dinosaur Tycoon', 'Monster Hunter', 'Pirata de Perlas', 'Thunder Fishing',
] as const;

const PVP_TITLES: Record<string, readonly string[]> = {
  POKER: ["Texas Hold'em", 'Omaha', 'Short Deck', 'Stud Poker', 'Póker Caribeño', '3 Card Poker'],
  NIUNIU: ['Niu Niu', 'Bull Bull', 'Grab Banker Niu Niu', 'Niu Niu Clásico'],
  MAHJONG: ['Mahjong 2P', 'Mahjong Ways', 'Tile Match Duel', 'Mahjong Royale'],
  RUMMY: ['Rummy 13', 'Rummy Points', 'Gin Rummy', 'Canasta'],
  TEEN_PATTI: ['Teen Patti', 'Teen Patti Joker', 'Andar Bahar'],
  LATIN_CARDS: ['Truco', 'Chinchón', 'Tute', 'Dominó', 'Brisca', 'Escoba', 'Burro'],
};

const SPORTS_TITLES: Record<string, readonly string[]> = {
  SPORTSBOOK: ['Sportsbook', 'Apuestas en Vivo'],
  VIRTUAL: ['Virtual Football', 'Carreras de Caballos', 'Virtual Basketball', 'Virtual Tennis', 'Greyhounds', 'Fútbol Virtual Liga'],
};

const ESPORTS_TITLES = ['Esports Arena', 'MOBA Live', 'FPS Masters', 'Esports Virtual'] as const;
const COCKFIGHT_TITLES = ['Sabong Live', 'Gallos en Vivo', 'Derby Arena', 'Pelea Real'] as const;

const ELOTT_TITLES: Record<string, readonly string[]> = {
  VN_LOTTERY: ['Lotería Norte VN', 'Lotería Centro VN', 'Lotería Sur VN', 'VN Super 6', 'VN Express', 'VN 45 segundos'],
  SEA_LOTTERY: ['SEA Lotto 5D', 'SEA 4D', 'SEA Toto', 'SEA Magnum'],
  KENO: ['Keno VN', 'Keno Express', 'Keno 80'],
  QUICK_DRAW: ['Sorteo 1 Minuto', 'Sorteo 3 Minutos', 'Sorteo 5 Minutos'],
};

const LOTT_TITLES: Record<string, readonly string[]> = {
  LOTTO: ['Lotto 5/36', 'Lotería Nacional', 'Mega Lotto', 'Lotto 6/45'],
  PK10: ['PK10 Racing', 'PK10 Rápido', 'Carrera de Autos'],
  SSC: ['SSC Fast', 'SSC 60', 'SSC Clásico'],
  K3: ['K3 Dice', 'Dados K3 Rápido', 'K3 Suerte'],
};

const TABLE_GAME_TITLES = ['Blackjack Classic', 'European Roulette', 'Baccarat Pro', 'Video Poker', 'Caribbean Stud', 'Red Dog', 'Casino Hold’em'] as const;
const ARCADE_TITLES = ['Plinko', 'Mines', 'Hi-Lo', 'Keno Blast', 'Dice Rush', 'Scratch Gold', 'Goal!', 'Tower'] as const;
const CRASH_TITLES = ['Aviator Jet', 'Rocket Crash', 'Space Crash', 'Balloon Pop', 'Cohete Loco'] as const;
const BINGO_TITLES = ['Bingo 75', 'Bingo 90', 'Bingo Loco', 'Bingo Bonanza'] as const;

/** Generates names that are unique over the whole catalogue. */
export class GameNamer {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  name(gameType: GameType, classify: string, vendorName: string): string {
    const base = this.candidate(gameType, classify, vendorName);
    // Slots get a marketing suffix ("Deluxe"); tables and rooms get a number ("Baccarat 3").
    return this.unique(base, gameType === 'RNG' ? SLOT_SUFFIXES : []);
  }

  private candidate(gameType: GameType, classify: string, vendorName: string): string {
    const random = this.random;
    switch (gameType) {
      case 'RNG':
        return this.slotName(classify);
      case 'LIVE':
        return random.pick(LIVE_TABLES[classify] ?? ['Live Table']);
      case 'FISH':
        return random.pick(FISH_TITLES);
      case 'PVP':
        return random.pick(PVP_TITLES[classify] ?? ['Card Duel']);
      case 'SPORTS':
        return classify === 'SPORTSBOOK' ? `${vendorName} ${random.pick(SPORTS_TITLES.SPORTSBOOK ?? ['Sportsbook'])}` : random.pick(SPORTS_TITLES.VIRTUAL ?? ['Virtual']);
      case 'ESPORTS':
        return random.pick(ESPORTS_TITLES);
      case 'COCKFIGHT':
        return random.pick(COCKFIGHT_TITLES);
      case 'ELOTT':
        return random.pick(ELOTT_TITLES[classify] ?? ['Lotería']);
      case 'LOTT':
        return random.pick(LOTT_TITLES[classify] ?? ['Lotto']);
    }
  }

  private slotName(classify: string): string {
    const random = this.random;
    switch (classify) {
      case 'TABLE':
        return random.pick(TABLE_GAME_TITLES);
      case 'ARCADE':
        return random.pick(ARCADE_TITLES);
      case 'CRASH':
        return random.pick(CRASH_TITLES);
      case 'BINGO':
        return random.pick(BINGO_TITLES);
      case 'MEGAWAYS':
        return `${random.pick(SLOT_ADJECTIVES)} ${random.pick(SLOT_NOUNS)} Megaways`;
      case 'JACKPOT':
        return `${random.pick(SLOT_NOUNS)} ${random.pick(['Jackpot', 'Mega Jackpot', 'Grand Link', 'Cash Link'])}`;
      default:
        return random.weighted<() => string>([
          [() => `${random.pick(SLOT_ADJECTIVES)} ${random.pick(SLOT_NOUNS)}`, 55],
          [() => `${random.pick(SLOT_NOUNS)} of ${random.pick(SLOT_PLACES)}`, 10],
          [() => random.pick(SPANISH_TITLES), 25],
          [() => `${random.pick(SPANISH_TITLES)} ${random.pick(SLOT_SUFFIXES)}`, 10],
        ])();
    }
  }

  private unique(base: string, suffixes: readonly string[]): string {
    if (!this.used.has(base)) {
      this.used.add(base);
      return base;
    }
    // a title that already carries a suffix ("Oro del Inca Deluxe") never gets it twice
    for (const suffix of suffixes.filter((candidate) => !base.split(' ').includes(candidate) && !base.endsWith(candidate))) {
      const name = `${base} ${suffix}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    for (let number = 2; ; number += 1) {
      const name = `${base} ${number}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
  }
}

const PLAYER_SYLLABLES = ['ju', 'ma', 'car', 'lu', 'pe', 'an', 'ro', 'da', 'so', 'fe', 'mi', 'jo', 'ale', 'gab', 'val', 'nat', 'raf', 'cri', 'dan', 'sam'] as const;

/** A masked player name as winner boards show it: "jua***87". */
export function maskedPlayerName(random: Random): string {
  const head = `${random.pick(PLAYER_SYLLABLES)}${random.pick(PLAYER_SYLLABLES)}`.slice(0, 3);
  return `${head}***${random.int(10, 99)}`;
}

export const MODEL_NAMES = [
  'Valentina', 'Camila', 'Sofía', 'Isabella', 'Luna', 'Mariana', 'Daniela', 'Gabriela', 'Lucía',
  'Paula', 'Renata', 'Ximena', 'Natalia', 'Andrea', 'Carla', 'Elena',
] as const;

/** URL-safe slug for game codes. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
