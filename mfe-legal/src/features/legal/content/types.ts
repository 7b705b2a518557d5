import type { ReactNode } from 'react';

/** One numbered part of a legal document; its heading is a level-2 heading with this id. */
export interface LegalSection {
  id: string;
  heading: string;
  content: ReactNode;
}

/** A whole legal document: its title (the page's level-1 heading), a plain summary and its parts. */
export interface LegalDocumentContent {
  title: string;
  summary: ReactNode;
  sections: LegalSection[];
}
