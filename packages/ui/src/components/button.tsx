import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'danger';
}

/** The house button. */
export function Button({ variant = 'default', type = 'button', className, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={['ui-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      {...props}
    />
  );
}
