/** The two emails of the account flow; plain text first, a minimal HTML twin for mail apps. */
import type { MailMessage } from '../../plugins/mail.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function message(to: string, subject: string, lines: string[], link: { url: string; label: string }): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', 'If you did not ask for this, you can ignore this email.'].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    '<p>If you did not ask for this, you can ignore this email.</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function confirmationEmail(to: string, employeeId: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your Stationboard account',
    [`Welcome to Stationboard, ${employeeId}.`, 'Open the link below to confirm your email address. You can sign in once it is confirmed.'],
    { url, label: 'Confirm my account' },
  );
}

export function passwordResetEmail(to: string, url: string): MailMessage {
  return message(
    to,
    'Reset your Stationboard password',
    [
      'Someone asked to reset the password of your Stationboard account.',
      'Open the link below to choose a new password. The link works once and expires in one hour.',
    ],
    { url, label: 'Set a new password' },
  );
}
