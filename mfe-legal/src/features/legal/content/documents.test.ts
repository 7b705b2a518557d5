import { englishDocuments, translatedDocuments, type LegalDocumentName } from './documents';

const names = Object.keys(englishDocuments) as LegalDocumentName[];
const languages = Object.keys(translatedDocuments) as (keyof typeof translatedDocuments)[];

describe.each(languages)('the %s documents', (language) => {
  it.each(names)('%s has the English parts, under the same anchors, each heading translated', async (name) => {
    const english = englishDocuments[name];
    const translated = await translatedDocuments[language][name]();
    expect(translated.sections.map((section) => section.id)).toEqual(english.sections.map((section) => section.id));
    expect(translated.title).not.toBe(english.title);
    translated.sections.forEach((section, index) => expect(section.heading).not.toBe(english.sections[index]?.heading));
  });
});
