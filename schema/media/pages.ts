/**
 * Small HTML pages the platform serves itself: the game a launch opens, the lottery lobby,
 * the chat room, live-cam chat, live support and an index for people exploring the embedded platform.
 */
import type { Catalogue } from '../state/catalogue.js';
import { CONTROL_PATH, CONTROL_SECRET_HEADER } from '../host/platform-paths.js';
import { DEPOSIT_PAY_PAGE_PATH } from '../domain/deposits.js';
import { SEEDED_ACCOUNTS } from '../seed/accounts.js';
import { drawAt, drawResult, openDrawIndex } from '../seed/lottery.js';
import { CHAT_PAGE_PATH, CHAT_ROOM_PAGE_PATH, GAME_PAGE_PATH, LOTTERY_PAGE_PATH, SUPPORT_PAGE_PATH } from '../seed/site.js';
import { languageFrom, type Language } from '../seed/text.js';
import { escapeXml as escapeHtml } from './images.js';

const STYLE = `
  *{box-sizing:border-box}body{margin:0;min-height:100vh;font-family:'Segoe UI',Roboto,Arial,sans-serif;color:#fff;
  background:radial-gradient(circle at 20% 10%,#3b1d6e,#0d0b1e 70%);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:18px;padding:24px}
  h1{margin:0;font-size:clamp(22px,4vw,40px);text-align:center}.muted{opacity:.75}.badge{padding:4px 12px;border-radius:999px;background:#ffffff22;font-weight:700}
  .reels{display:flex;flex-wrap:wrap;justify-content:center;gap:10px;max-width:100%}.reel{min-width:84px;padding:0 12px;box-sizing:border-box;height:96px;border-radius:14px;background:#fff;color:#222;font-size:52px;display:flex;align-items:center;justify-content:center;font-weight:900}
  button{font:inherit;font-weight:800;border:0;border-radius:999px;padding:12px 32px;background:linear-gradient(90deg,#ffb703,#fb8500);color:#221;cursor:pointer}
  table{border-collapse:collapse}td,th{padding:6px 12px;border-bottom:1px solid #ffffff22;text-align:left}code{background:#ffffff18;padding:2px 6px;border-radius:6px}
  .chat{width:min(520px,100%);background:#ffffff12;border-radius:16px;padding:16px;display:flex;flex-direction:column;gap:10px}.msg{background:#ffffff22;border-radius:12px;padding:8px 12px}
`;

function page(title: string, language: Language, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const SYMBOLS = ['7', '★', '♦', '♣', '♥', '€', 'BAR'];

function gamePage(catalogue: Catalogue, nodeId: string, search: URLSearchParams): string | undefined {
  const game = catalogue.gamesById.get(nodeId);
  if (!game) return undefined;
  const language = languageFrom(search.get('lang'));
  const free = search.get('mode') === 'free';
  const mode = free ? (language === 'en' ? 'Demo mode' : 'Modo demo') : language === 'en' ? 'Real money' : 'Dinero real';
  const spin = language === 'en' ? 'Spin' : 'Girar';
  return page(
    game.displayName,
    language,
    `<span class="badge">${escapeHtml(game.vendorName)} · ${escapeHtml(game.gameType)}</span><h1 data-testid="game-title">${escapeHtml(game.displayName)}</h1>` +
      `<span class="badge" data-testid="game-mode">${mode}</span><div class="reels">${[0, 1, 2].map(() => `<div class="reel">7</div>`).join('')}</div>` +
      `<button type="button" id="spin">${spin}</button><script>const s=${JSON.stringify(SYMBOLS)};document.getElementById('spin').onclick=()=>{for(const r of document.querySelectorAll('.reel'))r.textContent=s[Math.floor(Math.random()*s.length)]};</script>`,
  );
}

function lotteryPage(catalogue: Catalogue, search: URLSearchParams, now: number): string {
  const language = languageFrom(search.get('lang'));
  const game = catalogue.lotteryByCode.get(search.get('gameCode') ?? '') ?? catalogue.lotteryGames[0];
  if (!game) return page('Lottery', language, '<h1>—</h1>');
  const index = openDrawIndex(game, now);
  const current = drawAt(game, index, now);
  const previous = drawAt(game, index - 1, now);
  const numbers = drawResult(catalogue.seed, game, previous.numero);
  const closes = language === 'en' ? 'Betting closes in' : 'Las apuestas cierran en';
  return page(
    game.name,
    language,
    `<span class="badge">${escapeHtml(search.get('prizeMode') ?? game.prizeMode)} · ${escapeHtml(search.get('view') ?? 'lobby')}</span><h1 data-testid="lottery-title">${escapeHtml(game.name)}</h1>` +
      `<div class="muted">${escapeHtml(current.numero)} — ${closes} <strong id="left">${current.remainingSeconds}</strong> s</div>` +
      `<div class="reels">${numbers.slice(0, 5).map((number) => `<div class="reel" style="font-size:clamp(22px,7vw,34px)">${escapeHtml(number)}</div>`).join('')}</div>` +
      `<div class="muted">${escapeHtml(previous.numero)}</div>` +
      `<script>let l=${current.remainingSeconds};setInterval(()=>{l=Math.max(0,l-1);document.getElementById('left').textContent=l},1000);</script>`,
  );
}

function chatPage(catalogue: Catalogue, modelId: string, search: URLSearchParams): string | undefined {
  const model = catalogue.liveCamModels.find((candidate) => candidate.modelId === modelId);
  if (!model) return undefined;
  const language = languageFrom(search.get('lang'));
  return page(model.name, language, `<img src="${escapeHtml(model.avatarUrl)}" width="120" height="160" alt=""><h1 data-testid="chat-title">${escapeHtml(model.name)}</h1><span class="badge">${model.viewers} 👁</span>`);
}

/** The chat room (CBS_launchChat without a model): the lobby's conversation. */
function chatRoomPage(search: URLSearchParams): string {
  const language = languageFrom(search.get('lang'));
  const [title, lines] =
    language === 'en'
      ? ['Chat room', ['Welcome to the chat room!', 'Who is playing the live roulette tonight?', 'Big win on the slots 🎉']]
      : ['Sala de chat', ['¡Bienvenido a la sala de chat!', '¿Quién juega la ruleta en vivo esta noche?', 'Gran premio en las tragamonedas 🎉']];
  return page(title, language, `<h1 data-testid="chat-title">${title}</h1><div class="chat">${lines.map((line) => `<div class="msg">${escapeHtml(line)}</div>`).join('')}</div>`);
}

function supportPage(search: URLSearchParams): string {
  const language = languageFrom(search.get('lang'));
  const [title, hello, send] =
    language === 'en' ? ['Live support', 'Hello! How can we help you today?', 'Send'] : ['Soporte en vivo', '¡Hola! ¿En qué podemos ayudarte hoy?', 'Enviar'];
  return page(
    title,
    language,
    `<h1>${title}</h1><div class="chat" id="chat"><div class="msg">${hello}</div></div><form id="f" class="chat"><input id="t" style="padding:10px;border-radius:10px;border:0" aria-label="message"><button>${send}</button></form>` +
      `<script>document.getElementById('f').onsubmit=e=>{e.preventDefault();const t=document.getElementById('t');if(!t.value)return;const m=document.createElement('div');m.className='msg';m.textContent=t.value;document.getElementById('chat').append(m);t.value='';};</script>`,
  );
}

/** The e-wallet provider's page an e-wallet deposit opens (schema/domain/deposits.ts). */
function payPage(orderNo: string, search: URLSearchParams): string {
  const language = languageFrom(search.get('lang'));
  const amount = search.get('amount') ?? '';
  const [title, pay] = language === 'en' ? ['Mercado Pago — pay your deposit', 'Pay'] : ['Mercado Pago — paga tu depósito', 'Pagar'];
  return page(
    title,
    language,
    `<span class="badge">Mercado Pago</span><h1 data-testid="pay-title">${escapeHtml(title)}</h1>` +
      `<div class="muted" data-testid="pay-order">${escapeHtml(orderNo)} · $${escapeHtml(amount)}</div><button type="button">${pay}</button>`,
  );
}

function indexPage(): string {
  const rows = SEEDED_ACCOUNTS.map(
    (account) => `<tr><td><code>${escapeHtml(account.username)}</code></td><td><code>${escapeHtml(account.password)}</code></td><td>${account.type}</td><td>${escapeHtml(account.purpose)}</td></tr>`,
  ).join('');
  return page(
    'Embedded platform',
    'en',
    `<h1>Embedded platform</h1><p class="muted">REST under <code>/wps</code> and <code>/lgw</code>; control endpoint <code>POST ${CONTROL_PATH}</code> with the header <code>${CONTROL_SECRET_HEADER}</code> the server printed when it started (GET with it shows its schema); header <code>X-Scenario</code> picks a scenario.</p>` +
      `<table><tr><th>username</th><th>password</th><th>type</th><th>purpose</th></tr>${rows}</table>`,
  );
}

/** Renders the page for a path the platform serves itself, or undefined. */
export function renderPage(catalogue: Catalogue, pathname: string, search: URLSearchParams, now: number): string | undefined {
  if (pathname === '/__platform' || pathname === '/__platform/') return indexPage();
  if (pathname === SUPPORT_PAGE_PATH) return supportPage(search);
  if (pathname === CHAT_ROOM_PAGE_PATH) return chatRoomPage(search);
  if (pathname === LOTTERY_PAGE_PATH) return lotteryPage(catalogue, search, now);
  if (pathname.startsWith(`${GAME_PAGE_PATH}/`)) return gamePage(catalogue, decodeURIComponent(pathname.slice(GAME_PAGE_PATH.length + 1)), search);
  if (pathname.startsWith(`${DEPOSIT_PAY_PAGE_PATH}/`)) return payPage(decodeURIComponent(pathname.slice(DEPOSIT_PAY_PAGE_PATH.length + 1)), search);
  if (pathname.startsWith(`${CHAT_PAGE_PATH}/`)) return chatPage(catalogue, decodeURIComponent(pathname.slice(CHAT_PAGE_PATH.length + 1)), search);
  return undefined;
}
