/**
 * Markup the browser's own parser may read for the sanitiser: text in which every `<` opens or
 * closes a bare formatting tag, without an attribute, a comment or a declaration. Parsing it sets
 * no attribute and builds no element the page's Content-Security-Policy weighs (no handler, no
 * `style`, no `<style>` or `<script>`), so no violation can be reported for it, which is why any
 * other text goes through parse5 (src/ui/sanitize-html.ts). Most platform texts are such markup
 * (`<p>Recibe un <strong>bono</strong>…</p>`), and their sanitiser then never loads parse5.
 * A module of its own, in the first route: SafeHtml asks it which sanitiser a text needs.
 */
const NOT_BARE = /<(?!\/?(?:p|br|hr|b|strong|i|em|u|s|small|sub|sup|span|div|ul|ol|li|h[1-6]|blockquote|pre|code|table|thead|tbody|tfoot|tr|th|td|caption)\s*\/?>)/i;

export const isBareMarkup = (html: string): boolean => !NOT_BARE.test(html);
