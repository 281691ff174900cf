/**
 * What the embedded platform writes for the reader (promotions, missions, banners) writes money
 * and numbers as the site does in both languages: "$50" and "0.8%", never Spanish's own "50 $",
 * "Deposita 20.000" or "0,8 %" beside the page's "$50.00" and "$20,000.00".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_PROMOTIONS } from '../../../schema/domain/deposits';
import { PROMOTIONS } from '../../../schema/domain/promotions';
import { formatPercent } from '../../../src/ui/formats';
import { callRoute, createTestPlatform, freshScenario, tokenFor } from './support';

const { platform } = createTestPlatform();

/** A number written another way than the site's: the symbol after, Spanish grouping, a decimal comma, a space before %. */
const FOREIGN_NUMBER: readonly RegExp[] = [/\d\s?\$(?!\{)/, /\$\s?\d{1,3}\.\d{3}\b/, /\b\d{1,3}\.\d{3}\b(?!\.)/, /\d,\d+\s?%/, /[\d}]\s%/];
const foreign = (text: string) => FOREIGN_NUMBER.filter((pattern) => pattern.test(text)).map(String);

describe("the platform's texts", () => {
  it('finds each foreign way of writing a number', () => {
    expect(['hasta 50 $.', 'premio de $50.000', 'Deposita 20.000 este mes', 'Hasta 0,8 % de', 'Bono del 100 %', 'del ${percent} %'].map((text) => foreign(text).length > 0)).toEqual([true, true, true, true, true, true]);
    expect(foreign('50% de tu depósito hasta $50. Deposita $20,000 este mes; hasta 0.8%.')).toEqual([]);
  });

  it('write the promotions as the site writes money', () => {
    const found = PROMOTIONS.flatMap((promotion) => [promotion.title, promotion.summary, promotion.content].flatMap((text) => [...foreign(text.es), ...foreign(text.en)].map((pattern) => `${promotion.id}: ${pattern}`)));
    expect(found).toEqual([]);
  });

  it("write a mission's target as money, in Spanish too", async () => {
    const scenario = freshScenario('platform-numbers');
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const titles = async (language: string) =>
      (await callRoute<{ list: { kind: string; title: string }[] }>(platform, 'missionList', { scenario, token, headers: { language } })).body.value.list.map((mission) => mission.title);
    const es = await titles('es');
    const en = await titles('en');
    expect(es.some((title) => /^Deposita \$[\d,]+ este mes$/.test(title))).toBe(true);
    expect(en.some((title) => /^Deposit \$[\d,]+ this month$/.test(title))).toBe(true);
    expect([...es, ...en].flatMap(foreign)).toEqual([]);
  });

  it("write the content seed's banners and announcements without a foreign number", () => {
    const source = readFileSync(join(__dirname, '../../../schema/seed/content.ts'), 'utf8');
    const strings = source.match(/'[^'\n]*'|`[^`\n]*`/g) ?? [];
    expect(strings.filter((text) => foreign(text).length > 0)).toEqual([]);
  });

  it("write a deposit promotion's percentage as the page writes one, in both languages ('20%', not '20 %')", () => {
    for (const promotion of DEPOSIT_PROMOTIONS) {
      expect(promotion.name.es).toContain(formatPercent(promotion.bonusPercent, 'es'));
      expect(promotion.name.en).toContain(formatPercent(promotion.bonusPercent, 'en'));
    }
  });

  it('write no foreign number in any text of the seeds and the domain (articles, deposit promotions, missions, …)', () => {
    const found = ['schema/seed', 'schema/domain'].flatMap((folder) =>
      readdirSync(join(__dirname, '../../..', folder))
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) => {
          // the texts, not the comments that explain them
          const source = readFileSync(join(__dirname, '../../..', folder, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
          return (source.match(/'[^'\n]*'|`[^`\n]*`/g) ?? []).filter((text) => foreign(text).length > 0).map((text) => `${folder}/${file}: ${text}`);
        }),
    );
    expect(found).toEqual([]);
  });
});
