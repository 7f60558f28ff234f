// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCaptureForm } from '../capture-context';
import type { ScanOutcome } from '../capture-form-state';
import { leadStore } from '../queue/lead-store';
import { CaptureForm } from './capture-form';

const USER = 'user-capture-form';
const CARDS = [
  { id: 7, label: 'Ada Lovelace, Catalyst Metal Card' },
  { id: 9, label: 'Ada Lovelace, Catalyst Bamboo Card' },
];
const EVENTS = [
  {
    id: '1c9f6f0e-6c55-4a57-9a39-5a1c2ad1c001',
    name: 'Web Summit',
    startsOn: '2026-11-10',
    endsOn: '2026-11-12',
    teamId: null,
  },
];

/** Stands in for the scan panel: it hands the form what a badge's QR held. */
function FakeScan({ outcome }: { outcome: ScanOutcome }) {
  const { applyScan } = useCaptureForm();
  return (
    <button type="button" onClick={() => applyScan(outcome)}>
      Scan
    </button>
  );
}

function renderForm({
  cards = CARDS,
  scan,
  onQueued = () => {},
}: { cards?: typeof CARDS; scan?: ScanOutcome; onQueued?: () => void } = {}) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <CaptureForm
        userId={USER}
        cards={cards}
        events={EVENTS}
        eventsKept={false}
        online
        initialFiling={{ cardId: '', eventId: EVENTS[0]!.id }}
        onFilingChange={() => {}}
        editing={null}
        onEditDone={() => {}}
        onQueued={onQueued}
        scan={scan && <FakeScan outcome={scan} />}
      />
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
/**
 * Clicks 'Save lead' once it is back: after a save the button reads 'Saving...' until the form
 * has reset, a moment after the lead is stored, longer on a busy machine.
 */
const save = async () => {
  const button = await screen.findByRole('button', { name: 'Save lead' }, { timeout: 5_000 });
  await act(async () => fireEvent.click(button));
};

describe('the capture form', () => {
  beforeEach(async () => {
    await leadStore().removeAll(USER);
  });
  afterEach(cleanup);

  it('has the inputs a booth needs, the card select and the current event', () => {
    renderForm();
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Company', 'Title', 'Note']) {
      expect(input(label)).toBeTruthy();
    }
    expect(screen.getByLabelText('They agreed to be contacted')).toBeTruthy();
    expect((screen.getByLabelText('Card') as HTMLSelectElement).value).toBe('7');
    expect((screen.getByLabelText('Event') as HTMLSelectElement).value).toBe(EVENTS[0]!.id);
  });

  it('has no card select for an owner with one card', () => {
    renderForm({ cards: [CARDS[0]!] });
    expect(screen.queryByLabelText('Card')).toBeNull();
  });

  it('says what the API would refuse under each field, and queues nothing', async () => {
    const queued = vi.fn();
    renderForm({ onQueued: queued });
    type('Email', 'not-an-address');
    await save();
    expect(screen.getByText('Enter a name: a first name, a last name or both')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    type('Email', '');
    type('Last name', 'Lovelace');
    await save();
    expect(screen.getByText('Enter an e-mail address or a phone number')).toBeTruthy();
    expect(queued).not.toHaveBeenCalled();
    expect(await leadStore().count(USER)).toBe(0);
  });

  it('queues the lead, then empties the form for the next person, focus on First name', async () => {
    const queued = vi.fn();
    renderForm({ onQueued: queued });
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Phone', '+44 20 7946 0958');
    type('Company', 'Analytical Engines');
    fireEvent.click(screen.getByLabelText('They agreed to be contacted'));
    fireEvent.change(screen.getByLabelText('Card'), { target: { value: '9' } });
    await save();
    await waitFor(() => expect(document.activeElement).toBe(input('First name')));
    expect(queued).toHaveBeenCalledOnce();
    expect(input('First name').value).toBe('');
    expect(input('Company').value).toBe('');
    expect((screen.getByLabelText('They agreed to be contacted') as HTMLInputElement).checked).toBe(
      false,
    );
    // The card and event stay for the next person.
    expect((screen.getByLabelText('Card') as HTMLSelectElement).value).toBe('9');
    expect(screen.getByText('Lead saved. Ready for the next person.')).toBeTruthy();
    const [lead] = await leadStore().list(USER);
    expect(lead).toMatchObject({
      userId: USER,
      hasPhoto: false,
      leadId: null,
      error: null,
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: '',
        phone: '+44 20 7946 0958',
        company: 'Analytical Engines',
        consent: true,
        source: 'manual',
        cardId: 9,
        eventId: EVENTS[0]!.id,
        clientId: lead!.clientId,
      },
    });
    expect(lead!.clientId).toMatch(/^[0-9a-f-]{36}$/);
    // When it happened on the phone, with the phone's offset.
    expect(lead!.body.capturedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/);
  });

  it('is filled by a scan, which the lead then says it came from', async () => {
    renderForm({
      scan: {
        source: 'badge',
        fields: {
          firstName: 'Mae',
          lastName: 'Jemison',
          email: 'mae@orbit.example',
          note: 'Booth 12',
        },
      },
    });
    type('Note', 'Wants a demo');
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(input('First name').value).toBe('Mae');
    expect(input('Email').value).toBe('mae@orbit.example');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe(
      'Wants a demo\nBooth 12',
    );
    await save();
    await waitFor(async () => expect(await leadStore().count(USER)).toBe(1));
    const [lead] = await leadStore().list(USER);
    expect(lead!.body).toMatchObject({
      firstName: 'Mae',
      source: 'badge',
      note: 'Wants a demo\nBooth 12',
    });
    // The next person starts typed by hand again.
    type('First name', 'Ada');
    type('Email', 'ada@engines.example');
    await save();
    await waitFor(async () => expect(await leadStore().count(USER)).toBe(2));
    expect((await leadStore().list(USER))[1]!.body.source).toBe('manual');
  });

  it('attaches the photo a scan hands over', async () => {
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    renderForm({ scan: { source: 'scan', fields: { firstName: 'Katherine' }, photo } });
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(screen.getByText('Photo of their card attached.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByText('Photo of their card attached.')).toBeNull();
    expect(screen.getByText('Add a photo of their card')).toBeTruthy();
  });
});
