/**
 * The gallery's HTML: one page per machine and an index. Static, self-contained (inline CSS, no
 * script, no network), so `docs/charts/index.html` opens straight from disk.
 */
import type { StateInfo, TransitionInfo } from '../../../src/dev/charts/model';
import { percent, type RunnerSummary } from './coverage';
import { eventLabel, shortName, type ChartLayout } from '../../../src/dev/charts/render';
import { escapeXml as esc } from '../../../src/dev/charts/text';
import type { MissingState, PathWords, WalkGraph } from '../storyboard/storyboard';

/** A shot as the page shows it: its images' addresses (relative to the page) and the path there. */
export interface PageShot {
  readonly value: string;
  readonly phone: string | null;
  readonly desktop: string | null;
  /** The small image (the phone's, else the desktop's). */
  readonly thumb: string | null;
  readonly path: readonly PathWords[];
}

/** What a chart page shows of the storyboard (`npm run storyboard`), when it has one. */
export interface PageStoryboard {
  readonly lang: string;
  readonly generatedAt: string;
  readonly withScreen: number;
  readonly total: number;
  readonly missing: readonly MissingState[];
  readonly shots: Readonly<Record<string, PageShot>>;
  /** State id → shot id; serialized state → shot id. */
  readonly states: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, string>>;
}

export interface MachinePageInput {
  readonly id: string;
  readonly layout: ChartLayout;
  readonly svg: string;
  readonly runners: readonly RunnerSummary[];
  /** Human names of the coverage files looked for, for the "no path run yet" hint. */
  readonly coverageFiles: readonly string[];
  /** The chart's screens, when the storyboard has been run for it. */
  readonly storyboard?: PageStoryboard | null;
  /** The chart's states and events as its paths meet them: the walk mode. */
  readonly walk?: WalkGraph | null;
  /** A transition in words (from the chart's descriptions), or null. */
  readonly words?: (transition: TransitionInfo) => string | null;
}

export interface IndexEntry {
  readonly id: string;
  readonly states: number;
  readonly transitions: number;
  readonly runners: readonly RunnerSummary[];
  /** States with a screen in the storyboard, of the states that can have one; null: no storyboard run. */
  readonly screens?: { readonly withScreen: number; readonly total: number; readonly lang: string } | null;
}

const CSS = `
:root{color-scheme:light dark;--bg:#f8fafc;--panel:#ffffff;--text:#0f172a;--muted:#475569;--line:#cbd5e1;--ok:#15803d;--ok-bg:#f0fdf4;--bad:#b91c1c;--bad-bg:#fef2f2;--link:#1d4ed8}
@media (prefers-color-scheme: dark){:root{--bg:#020617;--panel:#0f172a;--text:#e2e8f0;--muted:#a3b1c6;--line:#334155;--ok:#4ade80;--ok-bg:#052e16;--bad:#f87171;--bad-bg:#450a0a;--link:#93c5fd}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans","Helvetica Neue",Arial,sans-serif}
main{max-width:1280px;margin:0 auto;padding:24px 20px 48px}
a{color:var(--link)}
h1{font-size:26px;margin:4px 0 8px}
h2{font-size:19px;margin:32px 0 10px}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono",monospace;font-size:13.5px}
.muted{color:var(--muted)}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:16px}
.diagram{overflow:auto;max-height:88vh;padding:0;background:var(--panel);width:calc(100vw - 40px);margin-left:calc(50% - 50vw + 20px)}
#fit{margin:8px 6px 8px 0;vertical-align:middle}
.fit{display:inline-block;margin:6px 0;vertical-align:middle}
#fit:checked~.diagram svg{width:100%;height:auto}
.diagram svg{display:block}
table{border-collapse:collapse;width:100%;background:var(--panel);border:1px solid var(--line);border-radius:8px;overflow:hidden}
th,td{text-align:left;padding:7px 10px;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
tr:last-child td{border-bottom:none}
.chip{display:inline-block;padding:2px 9px;border-radius:999px;border:1px solid var(--line);margin:2px 6px 2px 0;font-size:14px}
.yes{color:var(--ok);font-weight:600}
td.yes,td.no{white-space:nowrap}
.no{color:var(--bad);font-weight:600}
.warn{background:var(--bad-bg);border:1px solid var(--bad);border-radius:8px;padding:10px 14px}
.legend{display:flex;flex-wrap:wrap;gap:8px 22px;margin:10px 0 0;padding:0;list-style:none}
.legend li{display:flex;align-items:center;gap:8px}
.legend svg{flex:none}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:18px}
.card{display:flex;flex-direction:column;background:var(--panel);border:1px solid var(--line);border-radius:10px;overflow:hidden}
.card .thumb{display:flex;align-items:center;justify-content:center;height:220px;background:#ffffff;border-bottom:1px solid var(--line);padding:8px}
.card .thumb img{max-width:100%;max-height:100%}
.card .body{padding:12px 14px}
.card h2{margin:0 0 6px;font-size:18px}
.card .chip{display:block;border-radius:8px;margin:6px 0}
details summary{cursor:pointer;margin:8px 0}
dialog.shot{border:1px solid var(--line);border-radius:12px;padding:0;max-width:min(1500px,96vw);width:96vw;background:var(--panel);color:var(--text)}
dialog.shot::backdrop{background:rgba(15,23,42,.6)}
.shot header{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:10px 16px;border-bottom:1px solid var(--line)}
.shot h2{margin:0;font-size:18px}
.shot .screens{display:flex;gap:16px;align-items:flex-start;padding:14px 16px;overflow:auto}
.shot figure{margin:0;flex:none}
.shot figure.phone img{width:312px}
.shot figure.desktop{flex:1 1 640px;min-width:0}
.shot figure.desktop img{width:100%;max-width:1024px}
.shot img{display:block;border:1px solid var(--line);border-radius:8px;background:#fff}
.shot figcaption{font-size:13px;color:var(--muted);margin:4px 0}
.shot .path{padding:0 16px 14px}
.shot ol{margin:4px 0;padding-left:22px}
.shot li .mono{color:var(--muted)}
button{font:inherit;padding:5px 12px;border-radius:8px;border:1px solid var(--line);background:var(--panel);color:var(--text);cursor:pointer}
button:hover{border-color:var(--link)}
.walk{display:grid;grid-template-columns:minmax(0,1fr) 160px;gap:16px;align-items:start}
.walk .events{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}
.walk .events button{text-align:left;max-width:100%}
.walk .events button small{display:block;color:var(--muted);font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}
.walk .screen img{width:160px;border:1px solid var(--line);border-radius:8px;cursor:zoom-in;background:#fff}
.walk .trail{font-size:14px;color:var(--muted)}
.missing li{margin:2px 0}
`.trim();

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
${body}
</main>
${script}
</body>
</html>
`;
}

function figure(covered: number, total: number): string {
  const cls = covered === total ? 'yes' : 'no';
  return `<span class="${cls}">${covered}/${total}</span> <span class="muted">(${percent(covered, total)})</span>`;
}

function runnerChips(runners: readonly RunnerSummary[]): string {
  if (runners.length === 0) return '<span class="chip muted">no path run yet</span>';
  return runners
    .map((r) =>
      r.present
        ? `<span class="chip"><strong>${esc(r.runner)}</strong> · states ${figure(r.states.covered, r.states.total)} · transitions ${figure(r.transitions.covered, r.transitions.total)}</span>`
        : `<span class="chip"><strong>${esc(r.runner)}</strong> · <span class="muted">not in this run</span></span>`,
    )
    .join('');
}

const LEGEND = `<ul class="legend" aria-label="Legend">
<li><svg width="44" height="14" aria-hidden="true"><path d="M2,7 L34,7" stroke="#15803d" stroke-width="2.25"/><path d="M32,2 L42,7 L32,12 z" fill="#15803d"/></svg>covered by every runner's path run</li>
<li><svg width="44" height="14" aria-hidden="true"><path d="M2,7 L34,7" stroke="#b45309" stroke-width="2.25"/><path d="M32,2 L42,7 L32,12 z" fill="#b45309"/><circle cx="16" cy="7" r="6" fill="#b45309"/><path d="M16,3.6 L16,7.8 M16,10.3 L16,10.4" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg>covered by some runners only (hover for which)</li>
<li><svg width="44" height="14" aria-hidden="true"><path d="M2,7 L34,7" stroke="#b91c1c" stroke-width="2" stroke-dasharray="7 5"/><path d="M32,2 L42,7 L32,12 z" fill="#b91c1c"/><circle cx="16" cy="7" r="6" fill="#b91c1c"/><path d="M13.4,4.4 L18.6,9.6 M18.6,4.4 L13.4,9.6" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg>not covered (dashed red, ✕; states get a dashed red border)</li>
<li><svg width="44" height="14" aria-hidden="true"><circle cx="7" cy="7" r="5" fill="currentColor"/><path d="M12,7 L34,7" stroke="currentColor" stroke-width="1.5"/><path d="M32,2 L42,7 L32,12 z" fill="currentColor"/></svg>initial state</li>
<li><svg width="44" height="18" aria-hidden="true"><rect x="2" y="1" width="40" height="16" rx="5" fill="none" stroke="currentColor" stroke-width="1.5"/><rect x="5" y="4" width="34" height="10" rx="3" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>final state</li>
<li><svg width="44" height="18" aria-hidden="true"><path d="M22,0 L22,18" stroke="currentColor" stroke-width="1.5" stroke-dasharray="5 4"/></svg>parallel regions (all active at once)</li>
<li><svg width="24" height="24" aria-hidden="true"><circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="1.5"/><text x="12" y="16.5" text-anchor="middle" font-size="12" font-weight="700" fill="currentColor">H</text></svg>history (H* deep)</li>
</ul>
<p class="muted">Edge labels read <code>EVENT [guard] / action, action</code>; <code>done: x</code> / <code>error: x</code> are the invoked actor x finishing or failing, <code>after …</code> a delay, <code>always</code> an eventless transition. Rows inside a state list its invokes, entry and exit actions and its internal (targetless) transitions.</p>`;

function targetsOf(transition: TransitionInfo, rootId: string): string {
  const local = (id: string) => (id.startsWith(`${rootId}.`) ? id.slice(rootId.length + 1) : id);
  return transition.targets.length > 0 ? transition.targets.map(local).join(', ') : '(internal)';
}

function transitionRow(transition: TransitionInfo, runners: readonly RunnerSummary[], rootId: string, words?: (transition: TransitionInfo) => string | null): string {
  const local = (id: string) => (id.startsWith(`${rootId}.`) ? id.slice(rootId.length + 1) : id);
  const cells = runners
    .filter((r) => r.present)
    .map((r) => (r.coveredTransitions.has(transition.id) ? '<td class="yes">✓ covered</td>' : '<td class="no">✕ not covered</td>'))
    .join('');
  return `<tr><td>${esc(local(transition.source))}</td><td class="mono"><strong>${esc(eventLabel(transition))}</strong>${
    transition.guard ? ` [${esc(shortName(transition.guard))}]` : ''
  }${transition.actions.length ? ` / ${esc(transition.actions.map(shortName).join(', '))}` : ''}${
    words?.(transition) ? `<br><span class="muted">${esc(words(transition) ?? '')}</span>` : ''
  }</td><td>${esc(targetsOf(transition, rootId))}</td>${cells}<td class="mono muted">${esc(transition.id)}</td></tr>`;
}

function stateRow(state: StateInfo, runners: readonly RunnerSummary[]): string {
  const cells = runners
    .filter((r) => r.present)
    .map((r) => (r.coveredStates.has(state.id) ? '<td class="yes">✓ visited</td>' : '<td class="no">✕ not visited</td>'))
    .join('');
  const extra = [state.initial ? `initial: ${state.initial}` : '', state.invokes.length ? `invokes: ${state.invokes.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
  return `<tr><td class="mono">${esc(state.id)}</td><td>${esc(state.type)}</td><td class="muted">${esc(extra)}</td>${cells}</tr>`;
}

export function machinePage(input: MachinePageInput): string {
  const { id, layout, svg, runners } = input;
  const rootId = layout.states.find((s) => s.parent === null)?.id ?? id;
  const present = runners.filter((r) => r.present);
  const runnerHeads = present.map((r) => `<th>${esc(r.runner)}</th>`).join('');
  let coverage: string;
  if (runners.length === 0) {
    coverage = `<p class="warn"><strong>No path run yet.</strong> Run the path tests (they write ${input.coverageFiles
      .map((f) => `<code>${esc(f)}</code>`)
      .join(' and ')}), then <code>npm run charts</code> again.</p>`;
  } else {
    const summaryRows = runners
      .map((r) =>
        r.present
          ? `<tr><td><strong>${esc(r.runner)}</strong></td><td>${esc(r.generatedAt || '—')}</td><td>${figure(r.states.covered, r.states.total)}</td><td>${figure(
              r.transitions.covered,
              r.transitions.total,
            )}</td><td>${r.paths ?? '—'}</td><td>${r.failures.length === 0 ? '<span class="yes">0</span>' : `<span class="no">${r.failures.length}</span>`}</td></tr>`
          : `<tr><td><strong>${esc(r.runner)}</strong></td><td>${esc(r.generatedAt || '—')}</td><td colspan="4" class="muted">this machine is not in the run</td></tr>`,
      )
      .join('');
    const uncovered = layout.transitions.filter((t) => present.some((r) => !r.coveredTransitions.has(t.id)));
    const uncoveredStates = layout.states.filter((s) => present.some((r) => !r.coveredStates.has(s.id)));
    const warnings = runners
      .filter((r) => r.present && (r.unknownIds.length > 0 || r.totalsDiffer))
      .map(
        (r) =>
          `<p class="warn">The ${esc(r.runner)} run (${esc(r.generatedAt)}) does not match the current chart${
            r.unknownIds.length ? `: it covered ids the chart no longer has (${r.unknownIds.map((x) => `<code>${esc(x)}</code>`).join(', ')})` : ' (its totals differ)'
          }. Re-run the path tests.</p>`,
      )
      .join('');
    const failures = present
      .filter((r) => r.failures.length > 0)
      .map((r) => {
        const item = (f: string) => `<li class="mono">${esc(f)}</li>`;
        const more = r.failures.length > 5 ? `<details><summary>${r.failures.length - 5} more</summary><ul>${r.failures.slice(5).map(item).join('')}</ul></details>` : '';
        return `<h3>${esc(r.runner)} failures (${r.failures.length})</h3><ul>${r.failures.slice(0, 5).map(item).join('')}</ul>${more}`;
      })
      .join('');
    coverage = `<table><thead><tr><th>runner</th><th>generated</th><th>states</th><th>transitions</th><th>paths</th><th>failures</th></tr></thead><tbody>${summaryRows}</tbody></table>
${warnings}
<h2 id="uncovered">Transitions not covered by every runner (${uncovered.length})</h2>
${
  uncovered.length === 0
    ? '<p class="yes">Every transition is covered by every runner.</p>'
    : `<table><thead><tr><th>from</th><th>transition</th><th>to</th>${runnerHeads}<th>id</th></tr></thead><tbody>${uncovered
        .map((t) => transitionRow(t, runners, rootId, input.words))
        .join('')}</tbody></table>`
}
${
  uncoveredStates.length === 0
    ? ''
    : `<p>States not visited: ${uncoveredStates.map((s) => `<code>${esc(s.id)}</code>`).join(', ')}</p>`
}
${failures}`;
  }
  // the screens and the walk mode sit under a diagram that can fill the window: say they are there
  const body = `<p><a href="index.html">← all machines</a> · <a href="#screens">Screens</a>${input.walk ? ' · <a href="#walk">Walk the chart</a>' : ''} · <a href="#coverage">Coverage</a></p>
<h1>${esc(id)}</h1>
<p>${runnerChips(runners)}</p>
<input type="checkbox" id="fit"><label class="fit" for="fit">Fit the diagram to the window width</label>
<div class="panel diagram" role="region" aria-label="Diagram of ${esc(id)}" tabindex="0">${svg}</div>
${LEGEND}
${storyboardSection(input)}
<h2 id="coverage">Coverage from the last path run</h2>
${coverage}
<h2 id="transitions">All transitions (${layout.transitions.length})</h2>
<table><thead><tr><th>from</th><th>transition</th><th>to</th>${runnerHeads}<th>id</th></tr></thead><tbody>${layout.transitions
    .map((t) => transitionRow(t, runners, rootId, input.words))
    .join('')}</tbody></table>
<h2 id="states">States (${layout.states.length})</h2>
<table><thead><tr><th>id</th><th>type</th><th>details</th>${runnerHeads}</tr></thead><tbody>${layout.states.map((s) => stateRow(s, runners)).join('')}</tbody></table>
<p class="muted">A state counts as visited when it or one of its descendants was active. Standalone diagram: <a href="${esc(id)}.svg">${esc(id)}.svg</a>.</p>`;
  return page(`${id} · statechart`, body, pageScript(input));
}

export function indexPage(entries: readonly IndexEntry[], coverageFiles: readonly string[]): string {
  const cards = entries
    .map(
      (entry) => `<article class="card">
<a class="thumb" href="${esc(entry.id)}.html" aria-label="Open the ${esc(entry.id)} chart"><img src="${esc(entry.id)}.svg" alt="Diagram of ${esc(entry.id)}" loading="lazy"></a>
<div class="body"><h2><a href="${esc(entry.id)}.html">${esc(entry.id)}</a></h2>
<p class="muted">${entry.states} states · ${entry.transitions} transitions</p>
<p>${screensChip(entry.screens ?? null)}</p>
<p>${runnerChips(entry.runners)}</p></div>
</article>`,
    )
    .join('\n');
  const none = entries.every((e) => e.runners.length === 0)
    ? `<p class="warn"><strong>No path run yet:</strong> no ${coverageFiles.map((f) => `<code>${esc(f)}</code>`).join(' or ')}. Run the path tests, then <code>npm run charts</code>.</p>`
    : '';
  return page(
    'Statechart gallery',
    `<h1>Statechart gallery</h1>
<p class="muted">Every machine registered in <code>tests/paths/registry.ts</code>, drawn from the same inventory the path tests use (<code>src/dev/charts/model.ts</code>), with the coverage of the last path run. Regenerate with <code>npm run charts</code>.</p>
${none}
<div class="grid">
${cards}
</div>`,
  );
}

function screensChip(screens: IndexEntry['screens'] | null): string {
  if (!screens) return '<span class="chip muted">no storyboard yet</span>';
  const cls = screens.withScreen === screens.total ? 'yes' : 'no';
  return `<span class="chip"><strong>screens</strong> (${esc(screens.lang)}) · <span class="${cls}">${screens.withScreen}/${screens.total}</span> states</span>`;
}

/** The storyboard's part of a chart page: its figures, the states without a screen, the walk mode and the screen viewer. */
function storyboardSection(input: MachinePageInput): string {
  const board = input.storyboard ?? null;
  const walk = input.walk ?? null;
  const head = board
    ? `<p>${screensChip({ withScreen: board.withScreen, total: board.total, lang: board.lang })} <span class="muted">taken ${esc(board.generatedAt)}; click a state's screen to open it at 390 and 1280 px with the path that led there.</span></p>${
        board.missing.length === 0
          ? ''
          : `<details class="missing"><summary>${board.missing.length} state(s) without a screen</summary><ul>${board.missing
              .map((m) => `<li><code>${esc(m.stateId)}</code>: ${esc(m.reason)}</li>`)
              .join('')}</ul></details>`
      }`
    : `<p class="warn">No screens yet: run <code>npm run storyboard -- ${esc(input.id)}</code>, then <code>npm run charts</code> again.</p>`;
  const walkPanel = walk
    ? `<h2 id="walk">Walk the chart</h2>
<p class="muted">Pick an event the current state takes and see the next state${board ? ' and its screen' : ''}: the states and events the generated paths meet (the active states are outlined in the diagram).</p>
<div class="panel walk" id="walk-panel"><div><p><strong>State:</strong> <code id="walk-state"></code></p><div class="events" id="walk-events"></div><p><button type="button" id="walk-back">Back</button> <button type="button" id="walk-restart">Start again</button></p><p class="trail" id="walk-trail"></p></div><div class="screen" id="walk-screen"></div></div>`
    : '';
  return `<h2 id="screens">Screens</h2>
${head}
${walkPanel}
<dialog class="shot" id="shot" aria-labelledby="shot-title"><header><h2 id="shot-title"></h2><form method="dialog"><button type="submit">Close</button></form></header><div class="screens"><figure class="phone"><figcaption>Phone, 390 px</figcaption><img id="shot-phone" alt=""></figure><figure class="desktop"><figcaption>Desktop, 1280 px</figcaption><img id="shot-desktop" alt=""></figure></div><div class="path"><strong>How the player got here</strong><ol id="shot-path"></ol></div></dialog>`;
}

/** JSON for a script element: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The page's one script (inline: the gallery opens from disk): the screen viewer, whose large
 * images load only when opened, and the walk mode over the precomputed states and events.
 */
function pageScript(input: MachinePageInput): string {
  const data = { board: input.storyboard ?? null, walk: input.walk ?? null };
  return `<script type="application/json" id="storyboard-data">${scriptJson(data)}</script>
<script>${PAGE_SCRIPT}</script>`;
}

const PAGE_SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('storyboard-data').textContent);
  var board = data.board, walk = data.walk;
  var dialog = document.getElementById('shot');
  function el(tag, text) { var node = document.createElement(tag); if (text) node.textContent = text; return node; }
  function shotOfState(id) { return board && board.states[id] ? board.shots[board.states[id]] : null; }
  function openShot(title, shot) {
    if (!shot || !dialog) return;
    document.getElementById('shot-title').textContent = title;
    [['phone', shot.phone], ['desktop', shot.desktop]].forEach(function (pair) {
      var img = document.getElementById('shot-' + pair[0]);
      img.closest('figure').hidden = !pair[1];
      if (pair[1]) { img.src = pair[1]; img.alt = title + ' at ' + (pair[0] === 'phone' ? '390' : '1280') + ' px'; }
    });
    var list = document.getElementById('shot-path');
    list.textContent = '';
    shot.path.forEach(function (step) {
      var item = el('li', step.words + ' ');
      if (step.words !== step.event) item.appendChild(el('span', '(' + step.event + ')')).className = 'mono';
      list.appendChild(item);
    });
    dialog.showModal();
  }
  document.querySelectorAll('[data-shot-state]').forEach(function (node) {
    var id = node.getAttribute('data-shot-state');
    var open = function () { openShot(id, shotOfState(id)); };
    node.addEventListener('click', open);
    node.addEventListener('keydown', function (event) { if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); open(); } });
  });
  if (dialog) dialog.addEventListener('click', function (event) { if (event.target === dialog) dialog.close(); });
  if (!walk || walk.nodes.length === 0) return;

  var out = {};
  walk.edges.forEach(function (edge) { (out[edge[0]] = out[edge[0]] || []).push(edge); });
  var trail = [{ node: 0, words: 'opens' }];
  function screenOf(node) {
    var value = walk.nodes[node];
    if (board && board.values[value.value]) return board.shots[board.values[value.value]];
    for (var i = value.stateIds.length - 1; i >= 0; i -= 1) { var shot = shotOfState(value.stateIds[i]); if (shot) return shot; }
    return null;
  }
  function leafOf(node) { var ids = walk.nodes[node].stateIds; return ids[ids.length - 1] || ''; }
  function render() {
    var current = trail[trail.length - 1].node;
    var value = walk.nodes[current];
    var active = {};
    value.stateIds.forEach(function (id) { active[id] = true; });
    document.querySelectorAll('.diagram g.sc-state[data-state-id]').forEach(function (g) {
      g.classList.toggle('sc-active', !!active[g.getAttribute('data-state-id')]);
    });
    document.getElementById('walk-state').textContent = value.stateIds.filter(function (id) { return !value.stateIds.some(function (other) { return other !== id && other.indexOf(id + '.') === 0; }); }).join(' + ') || value.value;
    var events = document.getElementById('walk-events');
    events.textContent = '';
    (out[current] || []).forEach(function (edge) {
      var button = el('button', edge[3]);
      button.type = 'button';
      button.appendChild(el('small', edge[2] + ' → ' + leafOf(edge[1])));
      button.addEventListener('click', function () { trail.push({ node: edge[1], words: edge[3] }); render(); });
      events.appendChild(button);
    });
    if (!out[current]) events.appendChild(el('p', 'No event leads on from here (a final state, or one the paths end in).'));
    document.getElementById('walk-back').disabled = trail.length === 1;
    document.getElementById('walk-trail').textContent = trail.map(function (step) { return step.words; }).join(' → ');
    var screen = document.getElementById('walk-screen');
    screen.textContent = '';
    var shot = screenOf(current);
    if (shot && shot.thumb) {
      var img = el('img');
      img.src = shot.thumb;
      img.alt = 'Screen of ' + leafOf(current) + ' (click for both widths)';
      img.addEventListener('click', function () { openShot(leafOf(current), shot); });
      screen.appendChild(img);
    } else screen.appendChild(el('p', board ? 'No screen for this state.' : 'No storyboard yet.'));
  }
  document.getElementById('walk-back').addEventListener('click', function () { if (trail.length > 1) { trail.pop(); render(); } });
  document.getElementById('walk-restart').addEventListener('click', function () { trail = [trail[0]]; render(); });
  render();
})();
`;
