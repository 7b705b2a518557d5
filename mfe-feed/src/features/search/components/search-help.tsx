import { useId } from 'react';
import { Button } from '@cliques/ui';
import { useT, type SearchMessage } from '../i18n';

/** The query language (docs/API.md "Search"), as examples a person can copy. */
const operators: [example: string, meaning: SearchMessage][] = [
  ['climbing trip', 'Posts with every word, in any form (climb finds climbing)'],
  ['"climbing trip"', 'These words together, in this order'],
  ['-rain', 'Leaves out posts with this word'],
  ['#climbing', 'Posts with this hashtag'],
  ['from:ada', 'Posts by this person (their username)'],
  ['in:…', 'Posts in one clique: pick it with “Search in this clique” on the Cliques tab'],
  ['has:media', 'Posts with pictures or video'],
  ['has:poll', 'Posts with a poll'],
  ['has:event', 'Posts with an event'],
  ['before:2026-06-30', 'Posts written before this day'],
  ['after:2026-06-01', 'Posts written after this day'],
];

/**
 * "How to search": a popover (the browser's own: Escape or a click outside closes it) explaining the
 * operators of the query language.
 */
export function SearchHelp() {
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <>
      <Button popoverTarget={id}>{t('How to search')}</Button>
      <div id={id} popover="auto" role="dialog" aria-labelledby={titleId} className="ui-card search-help">
        <h2 id={titleId}>{t('How to search')}</h2>
        <p className="ui-muted">{t('Combine any of these in one search.')}</p>
        <dl>
          {operators.map(([example, meaning]) => (
            <div key={example}>
              <dt>
                <code dir="ltr">{example}</code>
              </dt>
              <dd>{t(meaning)}</dd>
            </div>
          ))}
        </dl>
        <Button popoverTarget={id} popoverTargetAction="hide">
          {t('Close')}
        </Button>
      </div>
    </>
  );
}
