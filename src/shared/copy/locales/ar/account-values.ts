// src/shared/copy/sentences/account-values.ts in Arabic.
import { icu } from './language';

export const cardMovedMessage = icu<[email: string, invited: boolean]>(
  '{invited, select, true {نُقلت البطاقة إلى {email}، والدعوة في طريقها} other {نُقلت البطاقة إلى {email}}}',
  'email',
  'invited',
);
export const pendingEmailMessage = icu<[newEmail: string]>(
  'تحقق من {newEmail} للتأكيد',
  'newEmail',
);
export const unreadMessagesLabel = icu<[count: number]>(
  '{count, plural, =0 {عرض الإشعارات} one {عرض الإشعارات: رسالة واحدة غير مقروءة} two {عرض الإشعارات: رسالتان غير مقروءتين} few {عرض الإشعارات: # رسائل غير مقروءة} many {عرض الإشعارات: # رسالة غير مقروءة} other {عرض الإشعارات: # رسالة غير مقروءة}}',
  'count',
);
export const decidedRequestsLabel = icu<[decided: number]>(
  'عرض الإشعارات: {decided, plural, one {طلب تغيير واحد تم البت فيه} two {طلبا تغيير تم البت فيهما} few {# طلبات تغيير تم البت فيها} many {# طلب تغيير تم البت فيه} other {# طلب تغيير تم البت فيه}}',
  'decided',
);
export const unreadAndDecidedLabel = icu<[unread: number, decided: number]>(
  'عرض الإشعارات: {unread, plural, one {رسالة واحدة غير مقروءة} two {رسالتان غير مقروءتين} few {# رسائل غير مقروءة} many {# رسالة غير مقروءة} other {# رسالة غير مقروءة}}، {decided, plural, one {طلب تغيير واحد تم البت فيه} two {طلبا تغيير تم البت فيهما} few {# طلبات تغيير تم البت فيها} many {# طلب تغيير تم البت فيه} other {# طلب تغيير تم البت فيه}}',
  'unread',
  'decided',
);
export const signedOutIdleMinutesMessage = icu<[minutes: number]>(
  'تم تسجيل خروجك بعد {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}} دون نشاط',
  'minutes',
);
export const signedOutIdleSecondsMessage = icu<[seconds: number]>(
  'تم تسجيل خروجك بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}} دون نشاط',
  'seconds',
);
export const otherSessionsSignedOutMessage = icu<[count: number]>(
  '{count, plural, one {تم تسجيل الخروج من جلسة أخرى واحدة} two {تم تسجيل الخروج من جلستين أخريين} few {تم تسجيل الخروج من # جلسات أخرى} many {تم تسجيل الخروج من # جلسة أخرى} other {تم تسجيل الخروج من # جلسة أخرى}}',
  'count',
);
export const signOutSessionLabel = icu<[device: string]>('تسجيل الخروج من {device}', 'device');
export const passkeyDeviceName = icu<[browser: string, system: string]>(
  '{browser} على {system}',
  'browser',
  'system',
);
export const passkeyAddedUsedLabel = icu<[added: string, lastUsed: string]>(
  'أُضيف في {added}، آخر استخدام في {lastUsed}',
  'added',
  'lastUsed',
);
export const passkeyNeverUsedLabel = icu<[added: string]>('أُضيف في {added}، لم يُستخدم قط', 'added');
export const chargeTodayTerms = icu<[amount: string]>(
  '{amount} اليوم، يتجدد شهريًا، ويمكنك الإلغاء في أي وقت',
  'amount',
);
