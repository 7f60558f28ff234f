// Scanning a paper card (docs/product.md#capture): POST /api/leads/scan's answers.
export const scanNotAnImage = '名刺のスキャンはJPEG、PNG、WebPの写真にしてください';
export const scanTooSlow =
  '名刺の読み取りに時間がかかりすぎました。より鮮明な写真でもう一度試すか、情報を入力してください';
export const scanBusy =
  '現在、読み取り中の名刺が多すぎます。しばらくしてからもう一度試すか、情報を入力してください';
export const scanTooMany = '過去1分間に多くの名刺をスキャンしました。しばらくお待ちください';
