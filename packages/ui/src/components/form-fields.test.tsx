import { fireEvent, render, screen } from '@testing-library/react';
import { CodeField, PasswordField } from './form-fields';

describe('PasswordField', () => {
  it('is a labelled, hidden field the password manager fills in: the current password, or a new one', () => {
    const onChange = jest.fn();
    render(
      <>
        <PasswordField label="Password" purpose="current" value="" onChange={onChange} required />
        <PasswordField label="New Password" purpose="new" value="" onChange={onChange} />
      </>,
    );
    const current = screen.getByLabelText('Password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toBeRequired();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    fireEvent.change(current, { target: { value: 'secret123' } });
    expect(onChange).toHaveBeenCalledWith('secret123');
  });
});

describe('CodeField', () => {
  it('takes six digits, offered from the message by the browser, with a class of its own', () => {
    render(<CodeField label="Verification Code" value="" onChange={() => undefined} className="auth-code" />);
    const field = screen.getByLabelText('Verification Code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '6');
    expect(field).toHaveClass('auth-code');
  });
});
