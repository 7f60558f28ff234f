// src/shared/copy/sentences/crm-values.ts in Arabic.
import { icu } from './language';

export const hubspotIntro =
  'اربط HubSpot ليُضاف إليه كل عميل محتمل جديد كجهة اتصال، بالمطابقة حسب البريد الإلكتروني، فيبقى الزائر الذي يراسلك مرتين جهة اتصال واحدة.';
export const salesforceIntro =
  'اربط Salesforce ليحدّث كل عميل محتمل جديد سجل Contact أو Lead الذي يحمل ذلك البريد الإلكتروني، أو يصبح Lead جديدًا يملكه عضو الفريق الذي قابله إن كان لديه مستخدم في Salesforce.';
export const dynamicsIntro =
  'اربط Dynamics 365 ليُضاف كل عميل محتمل جديد إلى بيئة Dataverse لديك كعميل محتمل، بالمطابقة حسب البريد الإلكتروني، فيبقى الزائر الذي يراسلك مرتين عميلًا محتملًا واحدًا.';
export const pipedriveIntro =
  'اربط Pipedrive ليصبح كل عميل محتمل جديد عميلًا محتملًا في Pipedrive مرتبطًا بالشخص صاحب ذلك البريد الإلكتروني (يُنشأ إن لم يكن موجودًا)، مع رسالته كملاحظة.';
export const crmTeamIntro = icu<[name: string]>(
  'يذهب العملاء المحتملون لبطاقة الفريق إلى حساب {name} الخاص بالفريق فقط، لا إلى حساب العضو الذي يحملها.',
  'name',
);
export const crmNotConfigured = icu<[name: string]>('{name} غير مُعدّ على هذا الخادم.', 'name');
export const crmStateInvalid = icu<[name: string]>(
  'انتهت صلاحية رابط {name} هذا أو سبق استخدامه. ابدأ الربط من جديد من صفحة التكاملات.',
  'name',
);
export const crmOtherBrowser = icu<[name: string]>(
  'فُتح رابط {name} هذا في متصفح غير الذي بدأ الربط، لذا لم يُربط أي شيء. ابدأ الربط من جديد من صفحة التكاملات، في المتصفح الذي تستخدمه هنا.',
  'name',
);
export const crmTeamAccessLost = icu<[name: string]>(
  'لم يُربط {name}: لم تعد تدير تكاملات هذا الفريق.',
  'name',
);
export const crmReconnectNeeded = icu<[name: string]>('في انتظار إعادة ربط {name}.', 'name');
export const crmRecordRefused = icu<[name: string]>('لم يقبل {name} هذا العميل المحتمل.', 'name');
export const crmConnected = icu<[name: string]>(
  'تم ربط {name}. سيُرسل إليه العملاء المحتملون الجدد من الآن.',
  'name',
);
export const crmCancelled = icu<[name: string]>('لم يُربط {name}: أُلغي الطلب.', 'name');
export const crmFailed = icu<[name: string]>('تعذّر ربط {name}. يُرجى المحاولة مرة أخرى.', 'name');
export const crmDisconnected = icu<[name: string]>('تم فصل {name}.', 'name');
export const crmDisconnectTitle = icu<[name: string]>('هل تريد فصل {name}؟', 'name');
export const crmDisconnectQuestion = icu<[name: string]>(
  'لن يُرسل العملاء المحتملون الجدد إلى {name} بعد الآن، ولن يُرسل المنتظرون منهم. تبقى السجلات الموجودة في {name} هناك.',
  'name',
);
export const crmReconnectNote = icu<[name: string]>(
  'لم يعد {name} يقبل وصولنا. ينتظر العملاء المحتملون الجدد هنا ويُرسلون فور إعادة الربط.',
  'name',
);
export const crmConnectLabel = icu<[name: string]>('ربط {name}', 'name');
export const crmReconnectLabel = icu<[name: string]>('إعادة ربط {name}', 'name');
export const crmSent = icu<[name: string]>('أُرسل إلى {name}', 'name');
export const crmFieldMissing = icu<[name: string]>(
  'لم يعد {name} يعرض هذا الحقل، لذا لا تُرسل قيمته. اختر حقلًا آخر، أو «لا يُرسل».',
  'name',
);
export const crmReconnectToEdit = icu<[name: string]>(
  'أعد ربط {name} لتغيير مطابقة الحقول والقيم الثابتة: تُقرأ الحقول المتاحة منه.',
  'name',
);
export const crmFieldMissingLabel = icu<[field: string]>('{field} (لم يعد مدرجًا)', 'field');
export const crmAccountLabel = icu<[name: string, accountId: string]>(
  'حساب {name} {accountId}',
  'name',
  'accountId',
);
export const crmNoSuchFieldMessage = icu<[name: string, field: string]>(
  'لا يوجد في {name} حقل باسم {field}. اختر أحد الحقول التي يعرضها.',
  'name',
  'field',
);
export const crmUnreadableAnswerMessage = icu<[name: string]>(
  'أرسل {name} ردًا تعذّرت قراءته. سيُرسل العملاء المحتملون مرة أخرى.',
  'name',
);
export const crmFailedMessage = icu<[error: string]>('فشل: {error}', 'error');
export const dynamicsEnvironmentHint =
  'بيئة Dataverse الخاصة بك، مثل https://contoso.crm.dynamics.com. تجدها في مركز إدارة Power Platform، ضمن «البيئات».';
export const dynamicsEnvironmentRefusedMessage = icu<[domains: string]>(
  'أدخل عنوان بيئة Dataverse الخاصة بك، مثل https://contoso.crm.dynamics.com (مضيف ضمن {domains}).',
  'domains',
);
export const salesforceNoCompany = 'غير مذكورة';
