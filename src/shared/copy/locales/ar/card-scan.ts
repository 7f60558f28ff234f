// Scanning a paper card (docs/product.md#capture): POST /api/leads/scan's answers.
export const scanNotAnImage = 'يجب أن يكون مسح البطاقة صورة JPEG أو PNG أو WebP';
export const scanTooSlow =
  'استغرقت قراءة البطاقة وقتًا طويلًا. حاول مرة أخرى بصورة أوضح، أو اكتب البيانات';
export const scanBusy =
  'تجري قراءة بطاقات كثيرة جدًا الآن. حاول مرة أخرى بعد لحظات، أو اكتب البيانات';
export const scanTooMany = 'مسحت بطاقات كثيرة في الدقيقة الأخيرة. انتظر قليلًا';
