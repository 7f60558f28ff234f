// src/shared/copy/sentences/teams-values.ts in Arabic.
import { icu } from './language';

export const joinedTeamMessage = icu<[teamName: string]>('انضممت إلى {teamName}', 'teamName');
export const setByTeamMessage = icu<[teamName: string]>('حدده {teamName}', 'teamName');
export const lockedByTeamFieldsMessage = icu<[teamName: string, fields: string]>(
  'حدده {teamName}: لا يمكن تغيير {fields} في بطاقة فريق. اطلب ذلك من مسؤول فريقك.',
  'teamName',
  'fields',
);
export const managedByTeamMessage = icu<[teamName: string]>('يديرها {teamName}', 'teamName');
export const cardWaitsForInviteeMessage = icu<[name: string]>('في انتظار انضمام {name}', 'name');
export const makeOwnerTitle = icu<[memberName: string]>(
  'هل تريد جعل {memberName} المالك؟',
  'memberName',
);
export const handOverTeamQuestion = icu<[teamName: string, memberName: string]>(
  'سيصبح {memberName} مالك {teamName}: الفوترة وحذف الفريق ونقل ملكيته ستكون من مسؤوليته من الآن فصاعدًا. ستبقى مسؤولًا.',
  'teamName',
  'memberName',
);
export const teamHandedOverMessage = icu<[teamName: string, memberName: string]>(
  'أصبح {memberName} الآن مالك {teamName}',
  'teamName',
  'memberName',
);
export const deleteTeamTitle = icu<[teamName: string]>('هل تريد حذف {teamName}؟', 'teamName');
export const teamDeletedMessage = icu<[teamName: string]>('تم حذف {teamName}', 'teamName');
export const deletedTeamLeadsMessage = icu<[teamName: string, until: string]>(
  'نزّل العملاء المحتملين لفريق {teamName} (متاح حتى {until})',
  'teamName',
  'until',
);
export const teamMemberNoticeMessage = icu<[teamName: string]>(
  'أنت عضو في {teamName}. يدير المالك والمسؤولون بطاقات الفريق.',
  'teamName',
);
export const cardsWillChangeMessage = icu<[count: number]>(
  '{count, plural, zero {لن تتغير أي بطاقة} one {ستتغير بطاقة واحدة} two {ستتغير بطاقتان} few {ستتغير # بطاقات} many {ستتغير # بطاقة} other {ستتغير # بطاقة}}',
  'count',
);
export const membersInvitedMessage = icu<[count: number]>(
  '{count, plural, zero {لم تتم دعوة أحد} one {تمت دعوة شخص واحد} two {تمت دعوة شخصين} few {تمت دعوة # أشخاص} many {تمت دعوة # شخصًا} other {تمت دعوة # شخص}}',
  'count',
);
export const invitationSentMessage = icu<[email: string]>('تم إرسال الدعوة إلى {email}', 'email');
export const templateSavedMessage = icu<[changedCards: number]>(
  '{changedCards, plural, zero {تم الحفظ: لم تتغير أي بطاقة} one {تم الحفظ: تغيرت بطاقة واحدة} two {تم الحفظ: تغيرت بطاقتان} few {تم الحفظ: تغيرت # بطاقات} many {تم الحفظ: تغيرت # بطاقة} other {تم الحفظ: تغيرت # بطاقة}}',
  'changedCards',
);
export const seatChangeMessage = icu<[from: string, to: string]>(
  'كل شخص ينضم يضيف مقعدًا: تنتقل الفاتورة التالية من {from} إلى {to} (مع احتساب بقية هذا الشهر بالتناسب).',
  'from',
  'to',
);
export const deactivateMemberTitle = icu<[name: string]>('هل تريد إلغاء تنشيط {name}؟', 'name');
export const deactivateMemberQuestion = icu<[name: string, team: string]>(
  'سيغادر {name} فريق {team} فورًا: تعود بطاقة الفريق التي يحملها إلى المجموعة، وتعرض صفحتها {team} حتى تُمنح لشخص آخر، ويبقى عملاؤه المحتملون لدى الفريق. يمكنك إعادة تنشيطه لاحقًا.',
  'name',
  'team',
);
export const removedFromTeamMessage = icu<[team: string, day: string]>(
  'تمت إزالتك من {team} في {day}. عادت بطاقات الفريق التي كنت تحملها إلى مجموعته، وتبقى بطاقاتك الخاصة ملكك.',
  'team',
  'day',
);
export const createTeamOfferMessage = icu<[cards: number]>(
  '{cards, plural, one {لديك بطاقة واحدة.} two {لديك بطاقتان.} few {لديك # بطاقات.} many {لديك # بطاقة.} other {لديك # بطاقة.}} أنشئ فريقًا لتسليمها إلى زملائك، والحفاظ على بيانات شركتك في كل بطاقة، ومعرفة البطاقات التي تجلب عملاء محتملين.',
  'cards',
);
export const teamWillAssignCard = icu<[team: string]>(
  'سيخصص لك {team} بطاقتك. ستظهر هنا فور حدوث ذلك.',
  'team',
);
