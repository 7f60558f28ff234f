import { describe, expect, it } from 'vitest';
import { defaultCountry } from './default-country';
import { parseCardText } from './parse-card-text';

const card = (...lines: string[]) => lines.join('\n');

describe('parseCardText: whole cards', () => {
  it('reads a card with the name on top, a legal form and labelled contacts', () => {
    expect(
      parseCardText(
        card(
          'Jane Doe',
          'Senior Sales Manager',
          'Acme Robotics Inc.',
          'Mobile: +1 415 555 0132',
          'Fax +1 415 555 0199',
          'jane.doe@acme-robotics.com',
          'www.acme-robotics.com',
          '500 Market Street',
          'San Francisco, CA 94105',
        ),
      ),
    ).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@acme-robotics.com',
      phone: '+1 415 555 0132',
      company: 'Acme Robotics Inc.',
      title: 'Senior Sales Manager',
      website: 'www.acme-robotics.com',
      address: '500 Market Street, San Francisco, CA 94105',
    });
  });

  it('reads a centred card whose company comes first, with a German address', () => {
    expect(
      parseCardText(
        card(
          'Nordlicht Software GmbH',
          'Katrin Schneider',
          'Head of Marketing',
          'M: +49 171 2345678',
          'F +49 30 12345679',
          'k.schneider@nordlicht-software.de',
          'nordlicht-software.de',
          'Friedrichstrasse 123',
          '10117 Berlin',
        ),
      ),
    ).toEqual({
      firstName: 'Katrin',
      lastName: 'Schneider',
      email: 'k.schneider@nordlicht-software.de',
      phone: '+49 171 2345678',
      company: 'Nordlicht Software GmbH',
      title: 'Head of Marketing',
      website: 'nordlicht-software.de',
      address: 'Friedrichstrasse 123, 10117 Berlin',
    });
  });

  it('reads a two-column card whose lines OCR interleaved', () => {
    const fields = parseCardText(
      card(
        'Camille Laurent',
        'Tel: +33 1 42 68 53 00',
        'Chief Marketing Officer',
        'camille.laurent@lumiere-conseil.fr',
        'Lumiere Conseil SARL',
        '12 rue de Rivoli',
        '75004 Paris',
      ),
    );
    expect(fields).toMatchObject({
      firstName: 'Camille',
      lastName: 'Laurent',
      title: 'Chief Marketing Officer',
      company: 'Lumiere Conseil SARL',
      phone: '+33 1 42 68 53 00',
      address: '12 rue de Rivoli, 75004 Paris',
      website: '',
    });
  });

  it('keeps a surname of several words, and the particle lower case', () => {
    expect(
      parseCardText(card('Sanne de Vries', 'Product Manager', 'Tulip Data B.V.')),
    ).toMatchObject({ firstName: 'Sanne', lastName: 'de Vries', company: 'Tulip Data B.V.' });
    expect(parseCardText(card('Ludwig van der Berg', 'CTO'))).toMatchObject({
      firstName: 'Ludwig',
      lastName: 'van der Berg',
      title: 'CTO',
    });
  });

  it('writes a name printed in capitals as a name, and leaves out courtesy titles and degrees', () => {
    expect(parseCardText(card('DR. JANE DOE, PHD', 'Research Scientist'))).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      title: 'Research Scientist',
    });
    expect(parseCardText(card("Mary-Kate O'Neil", 'Partner'))).toMatchObject({
      firstName: 'Mary-Kate',
      lastName: "O'Neil",
    });
  });

  it('takes the name the e-mail spells over a line above it that also looks like one', () => {
    const fields = parseCardText(
      card('Blue Harbor', 'Tom Becker', 'Operations Manager', 'tom.becker@blueharbor.io'),
    );
    expect(fields).toMatchObject({ firstName: 'Tom', lastName: 'Becker', company: 'Blue Harbor' });
  });

  it('answers empty fields for a card it cannot read, rather than guesses', () => {
    expect(parseCardText('')).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      title: '',
      website: '',
      address: '',
    });
    expect(parseCardText(card('~~ ;', 'TT pes'))).toMatchObject({ firstName: '', email: '' });
  });
});

describe('parseCardText: phone numbers', () => {
  it('never takes the fax for the phone, however it is labelled', () => {
    expect(parseCardText(card('Fax: +44 20 7946 0000', 'Tel: +44 20 7946 0958')).phone).toBe(
      '+44 20 7946 0958',
    );
    expect(parseCardText(card('F: +44 20 7946 0000', 'T: +44 20 7946 0958')).phone).toBe(
      '+44 20 7946 0958',
    );
    expect(parseCardText(card('F +44 20 7946 0000')).phone).toBe('');
    expect(
      parseCardText(card('T +44 20 7946 0958 | F +44 20 7946 0000 | M +44 7700 900123')).phone,
    ).toBe('+44 7700 900123');
  });

  it('prefers the mobile of two phones, and takes the first when neither is one', () => {
    expect(parseCardText(card('Office +49 30 1234567', 'Mobil +49 171 2345678')).phone).toBe(
      '+49 171 2345678',
    );
    expect(parseCardText(card('+49 30 1234567', '+49 30 1234568')).phone).toBe('+49 30 1234567');
    expect(parseCardText(card('Office +49 30 1234567', 'Mobile +49 171 2345678')).phone).toBe(
      '+49 171 2345678',
    );
    expect(parseCardText(card('Cell: +1 212 555 0100', 'Direct: +1 212 555 0187')).phone).toBe(
      '+1 212 555 0100',
    );
  });

  it('reads a national number as the default country’s, and as printed without one', () => {
    expect(parseCardText('T: 020 7946 0958', { defaultCountry: 'GB' }).phone).toBe(
      '+44 20 7946 0958',
    );
    expect(parseCardText('Office: (212) 555-0187', { defaultCountry: 'US' }).phone).toBe(
      '+1 212 555 0187',
    );
    expect(parseCardText('Office: (212) 555-0187').phone).toBe('(212) 555-0187');
  });

  it('mends the letters OCR reads for digits inside a number, and nowhere else', () => {
    expect(parseCardText('Tel +49 3O l234 567').phone).toBe('+49 30 1234567');
    expect(parseCardText(card('Olivia Lloyd', 'Tel +44 2O 7946 O958'))).toMatchObject({
      firstName: 'Olivia',
      lastName: 'Lloyd',
      phone: '+44 20 7946 0958',
    });
  });

  it('does not read a postcode, a house number or a year as a phone', () => {
    const fields = parseCardText(card('Calle de Alcala 50', '28014 Madrid', 'Since 1998'), {
      defaultCountry: 'ES',
    });
    expect(fields.phone).toBe('');
  });
});

describe('parseCardText: e-mail and website', () => {
  it('joins an e-mail OCR spaced out, and spelled with (at) and dot', () => {
    expect(parseCardText('jane.doe @ acme-robotics. com').email).toBe('jane.doe@acme-robotics.com');
    expect(parseCardText('camille. laurent@lumiere-conseil.fr').email).toBe(
      'camille.laurent@lumiere-conseil.fr',
    );
    expect(parseCardText('E: jane (at) acme (dot) com').email).toBe('jane@acme.com');
    expect(parseCardText('Email: Jane.Doe@Acme.c0m').email).toBe('jane.doe@acme.com');
    expect(parseCardText('s.devries@tulipdata.n|').email).toBe('s.devries@tulipdata.nl');
  });

  it('takes an e-mail whose domain has no dot in the company name', () => {
    const fields = parseCardText(card('Priya Patel', 'priya@brightwave.io'));
    expect(fields).toMatchObject({ email: 'priya@brightwave.io', company: 'Brightwave' });
  });

  it('reads a website without a scheme or www, and never makes one of the e-mail', () => {
    expect(parseCardText(card('jane@acme-robotics.com')).website).toBe('');
    expect(parseCardText(card('jane@acme.com', 'acme.com')).website).toBe('acme.com');
    expect(parseCardText(card('W: Www.Acme-Robotics.com')).website).toBe('www.acme-robotics.com');
    expect(parseCardText('https://tulipdata.nl/team').website).toBe('https://tulipdata.nl/team');
    expect(parseCardText('Tulip Data B.V.').website).toBe('');
  });

  it('takes the website of the company when a card prints a social profile beside it', () => {
    expect(
      parseCardText(card('jane@acme-robotics.com', 'linkedin.com/in/janedoe', 'acme-robotics.com'))
        .website,
    ).toBe('acme-robotics.com');
    expect(parseCardText('www.linkedin.com/in/janedoe').website).toBe(
      'www.linkedin.com/in/janedoe',
    );
  });
});

describe('parseCardText: company', () => {
  it('finds the company by its legal form wherever it is printed', () => {
    for (const company of [
      'Southern Cross Pty Ltd',
      'Alpenblick AG',
      'Sakura Systems K.K.',
      'Soluciones Iberia S.A.',
      'Harbor Freight Logistics LLC',
      'Bennett & Hale Ltd',
      'Vela Design S.r.l.',
      'Lumiere Conseil SARL',
      'Widget Works PLC',
      'Smith & Co.',
    ]) {
      expect(parseCardText(card('Ana Lima', 'Account Executive', company)).company, company).toBe(
        company,
      );
    }
  });

  it('names the company after the e-mail’s domain when no line names it', () => {
    expect(parseCardText(card('Jane Doe', 'jane@acme-robotics.com')).company).toBe('Acme Robotics');
    expect(parseCardText(card('Oliver Bennett', 'oliver@bennetthale.co.uk')).company).toBe(
      'Bennetthale',
    );
    expect(parseCardText(card('Jane Doe', 'jane.doe@gmail.com')).company).toBe('');
  });

  it('names the company after the domain rather than pick one of several stray lines', () => {
    const fields = parseCardText(
      card('Jane Doe', 'Berlin · Munich · Hamburg', 'jane@acme-robotics.com'),
    );
    expect(fields.company).toBe('Acme Robotics');
    expect(parseCardText(card('Jane Doe', 'Northwind Traders', 'jane@gmail.com')).company).toBe(
      'Northwind Traders',
    );
  });

  it('takes the line that spells the domain over a tagline', () => {
    const fields = parseCardText(
      card('BRIGHTWAVE', 'Priya Patel', 'Light for every room', 'priya@brightwave.io'),
    );
    expect(fields.company).toBe('BRIGHTWAVE');
  });

  it('does not take an English word for a legal form', () => {
    const fields = parseCardText(card('Jane Doe', 'Sales as a service', 'jane@acme.io'));
    expect(fields.company).not.toBe('Sales as a service');
  });
});

describe('parseCardText: address', () => {
  it('gathers the street, the postcode and the city, in order', () => {
    expect(
      parseCardText(
        card('Marcus Johnson', '75 Broad Street, Suite 900', 'New York, NY 10004', 'USA'),
      ).address,
    ).toBe('75 Broad Street, Suite 900, New York, NY 10004, USA');
    expect(parseCardText(card('221 Baker Street', 'London NW1 6XE')).address).toBe(
      '221 Baker Street, London NW1 6XE',
    );
    expect(parseCardText(card('88 George Street', 'Sydney NSW 2000')).address).toBe(
      '88 George Street, Sydney NSW 2000',
    );
    expect(parseCardText(card('Keizersgracht 123', '1015 CJ Amsterdam')).address).toBe(
      'Keizersgracht 123, 1015 CJ Amsterdam',
    );
    expect(parseCardText(card('Calle de Alcala 50', '28014 Madrid')).address).toBe(
      'Calle de Alcala 50, 28014 Madrid',
    );
    expect(parseCardText(card('Via Roma 12', '20121 Milano MI')).address).toBe(
      'Via Roma 12, 20121 Milano MI',
    );
  });
});

describe('defaultCountry', () => {
  it('takes the country asked for, else the first language’s region, else none', () => {
    expect(defaultCountry('gb', 'de-DE')).toBe('GB');
    expect(defaultCountry(undefined, 'de-CH,de;q=0.9,en;q=0.8')).toBe('CH');
    expect(defaultCountry(undefined, 'en;q=0.9,fr-FR;q=0.8')).toBe('FR');
    expect(defaultCountry(undefined, 'fr-FR;q=0.5,en-GB;q=0.9')).toBe('GB');
    expect(defaultCountry(undefined, 'zh-Hant-TW')).toBe('TW');
    expect(defaultCountry(undefined, 'en')).toBeUndefined();
    expect(defaultCountry(undefined, undefined)).toBeUndefined();
    expect(defaultCountry('XX', 'en-ZZ')).toBeUndefined();
  });
});
