/** The languages Cliques speaks; English is the source of every catalog. */
export const locales = ['en', 'es', 'ar'] as const;
export type Locale = (typeof locales)[number];

export const sourceLocale = 'en' satisfies Locale;

/** Each language's name in itself, as the language picker shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español', ar: 'العربية' };

const rightToLeft: ReadonlySet<Locale> = new Set(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The writing direction of a language. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The first supported language of a preference list such as `navigator.languages` or an
 * Accept-Language header's tags ("es-MX" counts as "es"), else English.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return sourceLocale;
}

/**
 * The language tags of an Accept-Language header, most preferred first (by `q`, then by order);
 * tags with `q=0` are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
