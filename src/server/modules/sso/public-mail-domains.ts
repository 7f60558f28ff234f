/**
 * Domains anyone can have an address on: a team may not claim them (docs/decisions/063). The
 * big free mail providers of each region; a domain under one of them is refused too.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  // Google, Microsoft, Yahoo, Apple, AOL
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'hotmail.de',
  'hotmail.it',
  'hotmail.es',
  'live.com',
  'live.co.uk',
  'live.fr',
  'live.de',
  'msn.com',
  'passport.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.co.jp',
  'yahoo.fr',
  'yahoo.de',
  'yahoo.es',
  'yahoo.it',
  'yahoo.com.br',
  'ymail.com',
  'rocketmail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aim.com',
  // Privacy and independent providers
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'tutanota.com',
  'tutanota.de',
  'tuta.io',
  'tuta.com',
  'fastmail.com',
  'fastmail.fm',
  'hey.com',
  'mailbox.org',
  'posteo.de',
  'posteo.net',
  'hushmail.com',
  'zoho.com',
  'zohomail.com',
  'mail.com',
  'email.com',
  'inbox.com',
  'gmx.com',
  // Europe
  'web.de',
  't-online.de',
  'freenet.de',
  'arcor.de',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'seznam.cz',
  'centrum.cz',
  'wp.pl',
  'o2.pl',
  'interia.pl',
  'onet.pl',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'ziggo.nl',
  'kpnmail.nl',
  'telenet.be',
  'bluewin.ch',
  // Russia, Asia, Latin America
  'mail.ru',
  'inbox.ru',
  'list.ru',
  'bk.ru',
  'rambler.ru',
  'ukr.net',
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'sohu.com',
  'aliyun.com',
  'naver.com',
  'hanmail.net',
  'daum.net',
  'rediffmail.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
]);

/** Providers with a domain in many countries (gmx.de, gmx.at, yandex.ru, ...): their first label. */
const PUBLIC_MAIL_BRANDS = new Set(['gmx', 'yandex', 'ya', 'outlook', 'hotmail', 'yahoo']);

/** Country and generic endings a brand above takes: `gmx.net`, `gmx.co.uk`, `yandex.com.tr`. */
const BRAND_SUFFIX = /^(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/** Whether `domain` (lowercase, no trailing dot) is, or is under, a public mail domain. */
export function isPublicMailDomain(domain: string): boolean {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const tail = labels.slice(i).join('.');
    if (PUBLIC_MAIL_DOMAINS.has(tail)) return true;
    const [brand, ...suffix] = labels.slice(i);
    if (brand && PUBLIC_MAIL_BRANDS.has(brand) && BRAND_SUFFIX.test(suffix.join('.'))) return true;
  }
  return false;
}
