/**
 * The demo owner's Metal card, filled in completely so every screen has something real to show;
 * the browser tests fill a fresh owner's card with the same details (tests/e2e/fixtures.ts).
 */
export const DEMO_METAL_CARD = {
  workOrganization: 'Northwind Studio',
  workTitle: 'Head of Partnerships',
  workRole: 'Partnerships',
  workUrl: 'https://northwind.example',
  workEmail: 'alex@northwind.example',
  cellPhone: '+1 415 555 0134',
  workPhone: '+1 415 555 0100',
  workAddressStreet: '500 Market Street',
  workAddressCity: 'San Francisco',
  workAddressState: 'CA',
  workAddressPostalCode: '94105',
  websiteUrl: 'https://alexmorgan.example',
  linkedInUrl: 'https://www.linkedin.com/in/alexmorgan',
  instagramUrl: 'https://www.instagram.com/alexmorgan',
  note: 'Met at a Catalyst event? Say hello!',
  companySlogan: 'Design that gets you noticed',
} as const;
