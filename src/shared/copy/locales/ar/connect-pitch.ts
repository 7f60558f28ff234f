// The Connect subscription's pitch on /subscribe, and its example profile.
/** What the subscription gives today, in the order /subscribe lists it. */
export const connectIncludes = [
  'ملفك الشخصي العام على معرّف تختاره، مع جهة اتصال تُحفظ بلمسة واحدة',
  'تسعة تصاميم بلون التمييز والخط اللذين تختارهما، وصورة غلاف',
  'نموذج للعملاء المحتملين بالحقول التي تختارها ومربع موافقة، وعملاء محتملون يمكنك البحث فيهم وتصديرهم',
  'الإحصاءات: المشاهدات وحفظ جهة الاتصال ونقرات الروابط والرسائل، حسب رمز QR أو لمسة NFC أو الرابط',
  'بطاقات Apple Wallet وGoogle Wallet لبطاقتك',
  'إرسال العملاء المحتملين الجدد إلى HubSpot، وWebhooks لأدواتك الخاصة',
] as const;
export const seeExampleProfile = 'عرض ملف شخصي نموذجي';
/** The strip above the example profile (/example). */
export const exampleProfileNote = 'مثال على ملف Catalyst Connect الشخصي. نموذجه لا يرسل شيئًا.';
