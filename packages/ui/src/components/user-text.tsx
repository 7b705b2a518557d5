import type { ReactNode } from 'react';

/** Elements user text may be rendered as; `bdi` for inline runs, the others for blocks and headings. */
export type UserTextElement = 'bdi' | 'p' | 'h1' | 'h2' | 'strong' | 'span';

/** Props of {@link UserText}. */
export interface UserTextProps {
  children: ReactNode;
  /** The element to render (default `bdi`). */
  as?: UserTextElement;
  className?: string;
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Text a person wrote (a name, a post, a message, a hashtag) set in its own bidirectional isolate:
 * a right-to-left override or RTL letters inside it cannot reorder the text beside it, and its own
 * direction comes from its first strong character (`dir="auto"`). Inline it is a `<bdi>`; as any
 * other element it carries `dir="auto"` and the `ui-isolate` class (`unicode-bidi: isolate`).
 */
export function UserText({ children, as = 'bdi', className }: UserTextProps) {
  if (as === 'bdi') return <bdi className={className}>{children}</bdi>;
  const Element = as;
  return (
    <Element dir="auto" className={join('ui-isolate', className)}>
      {children}
    </Element>
  );
}

/** Props of {@link UserName}. */
export interface UserNameProps {
  displayName: string;
  username: string;
  /** Class of the display name (e.g. a bold style of the area). */
  nameClassName?: string;
}

/**
 * A person's display name beside their `@username`, each in its own isolate, so a name holding
 * U+202E or right-to-left letters cannot flip or move the handle (issue 16, finding 4).
 */
export function UserName({ displayName, username, nameClassName }: UserNameProps) {
  return (
    <span className="ui-user">
      <bdi className={nameClassName}>{displayName}</bdi> <bdi className="ui-muted">@{username}</bdi>
    </span>
  );
}
