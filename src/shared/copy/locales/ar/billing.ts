// Billing.
export const returnUrlNotAllowed = 'يجب أن يكون returnUrl عنوانًا في هذا التطبيق';
export const alreadySubscribed = 'اشتراكك نشط بالفعل';
export const fixPaymentFirst =
  'هناك مشكلة في دفع اشتراكك. يرجى تحديث طريقة الدفع من «إدارة الفوترة».';
export const nothingToCancel = 'لا يوجد اشتراك نشط لإلغائه';
export const noSuchPayment = 'لا توجد دفعة كهذه';
export const paymentNoLongerConfirmable = 'لم يعد من الممكن تأكيد هذه الدفعة';
export const missingStripeSignature = 'الترويسة Stripe-Signature مفقودة';
export const invalidSignature = 'توقيع غير صالح';
export const sandboxSendsNoWebhooks = 'موفّر الدفع التجريبي لا يرسل Webhooks';
// Team seats (decision 042).
export const teamAlreadySubscribed = 'اشتراك فريقك نشط بالفعل';
export const teamSeatsNotOffered = 'اشتراكات الفرق غير متاحة بعد';
export const teamSeatsIntro =
  'يمنح اشتراك واحد كل عضو نشط في الفريق ملف Connect الخاص به والإحصاءات. كل شخص ينضم يضيف مقعدًا في الحال (ويُحتسب باقي الشهر بالتناسب)؛ وينتهي مقعد العضو الذي أُلغي تنشيطه بانتهاء الشهر. والعضو الذي يدفع بالفعل مقابل Connect لا يُحاسَب على مقعد حتى ينتهي اشتراكه الخاص.';
export const connectFromTeam = 'يشمل اشتراك فريقك ملف Catalyst Connect الخاص بك والإحصاءات.';
export const onlyOwnerSubscribesTeam = 'مالك الفريق وحده يمكنه بدء اشتراك الفريق.';
// Team invoices and billing details (docs/product.md#teams).
export const invalidVatId =
  'أدخل رقم ضريبة القيمة المضافة مع بادئة البلد، مثل DE123456789 أو FRAB123456789';
export const teamNotBilledYet = 'ليس لدى الفريق حساب فوترة بعد: ابدأ اشتراك الفريق أولًا';
export const teamNothingToCancel = 'اشتراك الفريق غير نشط';
export const noSuchInvoice = 'لا توجد فاتورة كهذه';
export const teamPaymentConfirmed =
  'تم استلام الدفعة: اشتراك فريقك نشط الآن. الإيصال في طريقه إلى بريد الفوترة الإلكتروني.';
export const teamBillingDetailsSaved = 'تم حفظ بيانات الفوترة';
export const teamCancelAtPeriodEndIntro =
  'يؤدي الإلغاء إلى إيقاف التجديد: يحتفظ كل عضو بـ Connect حتى نهاية الفترة المدفوعة، ثم تنتهي مقاعد الفريق.';
export const onlyOwnerChangesTeamBilling =
  'مالك الفريق وحده يمكنه تغيير بيانات الفوترة أو إلغاء الاشتراك.';
