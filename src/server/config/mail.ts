import { z } from 'zod';

/** Outgoing mail: SMTP or the outbox stand-in, and the addresses mails come from and name. */
export const MailSettings = z
  .object({
    MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Catalyst Connect <no-reply@catalystconnect.example>'),
    SUPPORT_EMAIL: z.email().default('support@catalystconnect.example'),
  })
  .refine((env) => env.MAIL_TRANSPORT !== 'smtp' || env.SMTP_URL, {
    path: ['MAIL_TRANSPORT'],
    message: 'smtp needs SMTP_URL',
  })
  .transform((env) => ({
    /**
     * Set: mail goes out over SMTP; unset: the outbox (MAIL_TRANSPORT=log, /dev/mail).
     * MAIL_TRANSPORT=log keeps mail in the outbox even when SMTP_URL is set.
     */
    smtpUrl: env.MAIL_TRANSPORT === 'log' ? undefined : env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
  }));
