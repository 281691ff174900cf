/**
 * The reader's language, chosen in the page: the side menu's settings and the agent centre's top
 * bar draw this one select. A choice switches the interface at once (no reload, so the open flows
 * stay open and are told the language: docs/ARCHITECTURE.md "One language at a time").
 */
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageInfo, SUPPORTED_LANGUAGES } from '../../i18n';
import { Select } from '../../ui/Field';

export interface LanguageSelectProps {
  /**
   * A bar's select: its label for assistive technology only and as wide as its longest language
   * name, where the side menu's fills its column under a visible label.
   */
  readonly compact?: boolean;
}

const COMPACT = { fontSize: '$sm', '--select-start': '8px', '--select-end': '32px' } as const;

export function LanguageSelect({ compact = false }: LanguageSelectProps) {
  const { t, i18n } = useTranslation('layout');
  const options = SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: languageInfo(code)?.nativeName ?? code }));
  return (
    <Select
      label={t('sideMenu.language')}
      hideLabel={compact}
      value={i18n.resolvedLanguage ?? i18n.language}
      options={options}
      css={compact ? COMPACT : undefined}
      onChange={(event) => {
        void changeLanguage(event.target.value);
      }}
    />
  );
}
