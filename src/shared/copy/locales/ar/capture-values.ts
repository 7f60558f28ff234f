// src/shared/copy/sentences/capture-values.ts in Arabic.
import { icu } from './language';

export const leadsWaitingMessage = icu<[count: number]>(
  '{count, plural, zero {لا عملاء محتملين في انتظار الرفع} one {عميل محتمل واحد في انتظار الرفع} two {عميلان محتملان في انتظار الرفع} few {# عملاء محتملين في انتظار الرفع} many {# عميلًا محتملًا في انتظار الرفع} other {# عميل محتمل في انتظار الرفع}}',
  'count',
);
export const signOutDiscardLeadsQuestion = icu<[count: number]>(
  '{count, plural, one {عميل محتمل واحد في انتظار الرفع. هل تريد تسجيل الخروج وحذفه؟} two {عميلان محتملان في انتظار الرفع. هل تريد تسجيل الخروج وحذفهما؟} few {# عملاء محتملين في انتظار الرفع. هل تريد تسجيل الخروج وحذفهم؟} many {# عميلًا محتملًا في انتظار الرفع. هل تريد تسجيل الخروج وحذفهم؟} other {# عميل محتمل في انتظار الرفع. هل تريد تسجيل الخروج وحذفهم؟}}',
  'count',
);
