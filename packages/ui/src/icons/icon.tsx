import type { ReactNode } from 'react';

/** Props every icon takes. */
export interface IconProps {
  /** Width and height in CSS pixels (default 20). */
  size?: number;
  /**
   * Name for an icon that stands alone (nothing else names it): then it is an image with this
   * name. Without it the icon is decoration beside text and hidden from screen readers.
   */
  title?: string;
  /** Drawn filled (a liked heart) rather than outlined. */
  filled?: boolean;
  className?: string;
}

/**
 * The frame of every icon: a 24×24 drawing in the text colour (`currentColor`), so an icon follows
 * the theme, the link and the disabled state of whatever it sits in.
 */
export function Icon({ size = 20, title, filled = false, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `ui-icon ${className}` : 'ui-icon'}
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}
