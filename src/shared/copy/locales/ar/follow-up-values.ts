// src/shared/copy/sentences/follow-up-values.ts in Arabic.
import { icu } from './language';

export const unknownPlaceholdersListMessage = icu<[list: string, count: number]>(
  "{count, plural, one {عنصر نائب غير معروف} two {عنصران نائبان غير معروفين} other {عناصر نائبة غير معروفة}}: {list}. استخدم '{firstName}' أو '{event}' أو '{ownerName}'.",
  'list',
  'count',
);
export const followUpDailyLimitMessage = icu<[max: number]>(
  'لقد أرسلت {max, plural, one {رسالة المتابعة الوحيدة} two {رسالتي المتابعة} other {رسائل المتابعة الـ#}} التي يمكن للحساب إرسالها في اليوم. أرسل الباقي غدًا.',
  'max',
);
export const followUpSentToMessage = icu<[sent: number]>(
  '{sent, plural, one {أُرسلت المتابعة إلى عميل محتمل واحد.} two {أُرسلت المتابعة إلى عميلين محتملين.} few {أُرسلت المتابعة إلى # عملاء محتملين.} many {أُرسلت المتابعة إلى # عميلًا محتملًا.} other {أُرسلت المتابعة إلى # عميل محتمل.}}',
  'sent',
);
export const followUpSkippedNoConsentMessage = icu<[count: number]>(
  '{count, plural, other {تم تخطي #: لا موافقة على التواصل.}}',
  'count',
);
export const followUpSkippedNoEmailMessage = icu<[count: number]>(
  '{count, plural, other {تم تخطي #: لا يوجد عنوان بريد إلكتروني.}}',
  'count',
);
export const followUpSkippedAlreadyMessage = icu<[count: number]>(
  '{count, plural, other {تم تخطي #: تمت متابعتهم من قبل.}}',
  'count',
);
export const followUpWaitingMessage = icu<[count: number]>(
  '{count, plural, other {لم يُرسل # بعد: تم بلوغ حد البريد الإلكتروني لهذا اليوم، أرسلها غدًا.}}',
  'count',
);
export const sendFollowUpLabel = icu<[count: number]>(
  '{count, plural, one {إرسال إلى عميل محتمل واحد} two {إرسال إلى عميلين محتملين} few {إرسال إلى # عملاء محتملين} many {إرسال إلى # عميلًا محتملًا} other {إرسال إلى # عميل محتمل}}',
  'count',
);
export const followedUpLabel = icu<[date: string]>('تمت المتابعة في {date}', 'date');
export const capturedLabel = icu<[how: string, when: string]>(
  '{how}، سُجّل في {when}',
  'how',
  'when',
);
export const followUpPreviewLabel = icu<[leadName: string]>('معاينة لـ {leadName}', 'leadName');
export const cardPhotoOpenLabel = icu<[leadName: string]>('فتح صورة بطاقة {leadName}', 'leadName');
export const cardPhotoTitle = icu<[leadName: string]>('صورة البطاقة: {leadName}', 'leadName');
export const cardPhotoAlt = icu<[leadName: string]>('البطاقة الورقية لـ {leadName}', 'leadName');
export const selectedLeadsLabel = icu<[count: number]>(
  '{count, plural, other {تم تحديد #}}',
  'count',
);
export const selectLeadLabel = icu<[leadName: string]>('تحديد {leadName}', 'leadName');
export const deleteLeadTitle = icu<[name: string]>('هل تريد حذف العميل المحتمل {name}؟', 'name');
