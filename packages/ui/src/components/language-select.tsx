import { useId } from 'react';
import { isLocale, localeNames, locales, setLocale, useLocale } from '@cliques/i18n';
import { useT } from '../i18n';

/** The language picker: each language in its own name; the choice is stored like the theme. */
export function LanguageSelect() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <span className="ui-language">
      <label htmlFor={id}>{t('Language')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}
      >
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
