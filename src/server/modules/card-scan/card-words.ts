/**
 * The words a business card's lines are told apart by: job words (a title), legal suffixes (a
 * company), street words and postcodes (an address), and the labels printed before a number or
 * an address. English first, with the common European words a card in a trade hall carries.
 */

/** Words that make a line a job title (matched as whole words, any case). */
const JOB_WORDS = [
  'accountant',
  'administrator',
  'advisor',
  'adviser',
  'agent',
  'analyst',
  'architect',
  'assistant',
  'associate',
  'attorney',
  'broker',
  'buyer',
  'ceo',
  'cfo',
  'chair',
  'chairman',
  'chairwoman',
  'chief',
  'cio',
  'cmo',
  'co-founder',
  'cofounder',
  'consultant',
  'coo',
  'coordinator',
  'counsel',
  'cto',
  'designer',
  'developer',
  'director',
  'directeur',
  'directrice',
  'engineer',
  'evp',
  'executive',
  'founder',
  'geschäftsführer',
  'geschäftsführerin',
  'gerente',
  'head',
  'ingenieur',
  'intern',
  'lawyer',
  'lead',
  'leiter',
  'leiterin',
  'manager',
  'managing',
  'marketing',
  'officer',
  'owner',
  'partner',
  'president',
  'principal',
  'producer',
  'professor',
  'recruiter',
  'representative',
  'researcher',
  'responsable',
  'sales',
  'scientist',
  'secretary',
  'specialist',
  'strategist',
  'supervisor',
  'svp',
  'technician',
  'treasurer',
  'vice',
  'vp',
];
const JOB_WORD_SET = new Set(JOB_WORDS);

/**
 * Legal forms after a company's name: "Acme Inc.", "Nordlicht GmbH", "Tulip Data B.V.". The
 * short ones that are English words too ("as", "co", "se") count only as printed in capitals or
 * with their dots.
 */
const LEGAL_SUFFIX =
  /(?:^|[\s,])(?:inc|incorporated|corp|corporation|ltd|limited|llc|llp|plc|gmbh|s\.a|sas|sarl|s\.a\.r\.l|srl|s\.r\.l|spa|s\.p\.a|b\.v|n\.v|k\.k|pty|pte|a\/s|aps|gbr|e\.v|s\.l|lda|bhd|sdn|co\.)\.?(?=$|[\s,)])/i;
const LEGAL_SUFFIX_CAPITALS =
  /(?:^|[\s,])(?:AG|KG|UG|SE|SA|BV|NV|KK|OY|AB|AS|LP|SL|EV)\.?(?=$|[\s,)])/;

/** Whether a line holds a company's legal form. */
export function hasLegalSuffix(line: string): boolean {
  return LEGAL_SUFFIX.test(line) || LEGAL_SUFFIX_CAPITALS.test(line) || /&\s*co\b/i.test(line);
}

const words = (line: string) =>
  line
    .toLowerCase()
    .split(/[\s,/&|]+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}-]+$/gu, ''))
    .filter(Boolean);

/** Whether a line holds a job word: "Senior Sales Manager", "Head of Marketing", "CEO". */
export function hasJobWord(line: string): boolean {
  return words(line).some((word) => JOB_WORD_SET.has(word));
}

/** Courtesy titles before a name, left out of it. */
export const HONORIFICS = /^(?:dr|prof|mr|mrs|ms|mx|miss|sir|dame|ing|dipl)\.?$/i;

/** Degrees and generational suffixes after a name ("Jane Doe, PhD"), left out of it. */
export const NAME_SUFFIXES = /^(?:phd|ph\.d|md|mba|msc|bsc|ba|ma|cpa|esq|jr|sr|ii|iii|iv)\.?$/i;

/** Words that start a surname of several words: "de Vries", "van der Berg", "da Silva". */
export const SURNAME_PARTICLES = new Set([
  'al',
  'bin',
  'da',
  'das',
  'de',
  'del',
  'della',
  'der',
  'di',
  'dos',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'van',
  'von',
  'zu',
]);

/** A number, then a street word: "500 Market Street", "12 rue de Rivoli", "75 Broad St". */
const STREET_AFTER_NUMBER =
  /\b\d+[a-z]?,?\s+(?:[\p{L}'.-]+\s+){0,4}?(?:street|st|avenue|ave|av|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|square|sq|parkway|pkwy|highway|hwy|terrace|crescent|close|row|rue|bd|chemin|via|viale|piazza|calle|avenida|plaza|carrer|rua)\b/iu;
/** A street word, then a number: "Friedrichstrasse 123", "Calle de Alcala 50", "Keizersgracht 1". */
const STREET_BEFORE_NUMBER =
  /(?:strasse|straße|str\.|weg|gasse|platz|allee|ring|damm|ufer|gracht|straat|laan|plein|kade|vej|gade|gatan|vägen|calle|via|rue|avenida|carrer)\s*\d+/iu;
/** A street word first, its number after the name: "Calle de Alcala 50", "Via Roma 12". */
const STREET_WORD_FIRST =
  /^(?:calle|c\/|via|viale|piazza|corso|rue|avenue|avenida|av\.|carrer|rua|plaza|paseo|strada|boulevard|bd)\s.*\d/iu;
const ADDRESS_WORDS = /\b(?:suite|ste|floor|fl|p\.?\s?o\.?\s+box|postfach|building|bldg|unit)\b/i;
/** Postcodes with their city or region, as printed in the countries most cards come from. */
const POSTCODES = [
  /^(?:[a-z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}.'-]+/u, // 10117 Berlin, 75004 Paris, D-10117 Berlin
  /\b\p{Lu}{2}\s+\d{5}(?:-\d{4})?\b/u, // CA 94105
  /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/, // NW1 6XE
  /\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b/, // NSW 2000
  /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/, // V6B 1A1
  /\b\d{4}\s?[A-Z]{2}\s+\p{Lu}/u, // 1012 AB Amsterdam
  /\b\d{3}-\d{4}\b.*\p{L}/u, // 100-0005 Tokyo
];

/** A country on a line of its own, the last line of an address. */
const COUNTRY =
  /^(?:usa|u\.s\.a\.?|united states|canada|uk|united kingdom|england|ireland|germany|deutschland|austria|österreich|switzerland|schweiz|suisse|france|belgium|belgique|netherlands|the netherlands|nederland|luxembourg|spain|españa|portugal|italy|italia|denmark|sweden|norway|finland|poland|australia|new zealand|japan|singapore|india|brazil|mexico)$/i;

/** Whether a line reads as part of a postal address. */
export function looksLikeAddress(line: string): boolean {
  return (
    COUNTRY.test(line.trim()) ||
    STREET_AFTER_NUMBER.test(line) ||
    STREET_BEFORE_NUMBER.test(line) ||
    STREET_WORD_FIRST.test(line) ||
    ADDRESS_WORDS.test(line) ||
    POSTCODES.some((pattern) => pattern.test(line))
  );
}

/** A label printed before a fax number: "Fax", "F:", "Telefax". */
export const FAX_LABEL = /(?:^|[\s|•·,;/])(?:fax|telefax|f)\s*[:.]?\s*$/i;
/** A label printed before a mobile number. */
export const MOBILE_LABEL =
  /(?:^|[\s|•·,;/])(?:m|mob|mobile|mobil|cell|cellular|handy|gsm|portable|móvil|cellulare)\s*[:.]?\s*$/i;

/** A label before an e-mail, a website or an address, dropped from the line it starts. */
export const FIELD_LABEL =
  /^(?:e-?mail|email|e|mail|w|web|website|www:|url|a|address|adr|addr)\s*[:.]\s*|^(?:e-?mail|web|website|address)\s+/i;

/** Domains of free mail, whose name is nobody's company. */
export const FREE_MAIL_DOMAINS = new Set([
  'aol.com',
  'gmail.com',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mail.com',
  'me.com',
  'msn.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  't-online.de',
  'web.de',
  'yahoo.com',
  'yandex.ru',
]);

/** Second-level labels under a country's domain: the company is the label before them. */
export const SECOND_LEVEL_LABELS = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'ne', 'or']);
